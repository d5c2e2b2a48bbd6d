import { DemoConfigError } from './demo-config-error.js';

/** The real gateway, as the environment names it. */
export interface RealGatewayEnv {
  baseUrl: string;
  apiKey: string;
  brandId: string;
  /**
   * `DEMO_PUBLIC_URL`: where the gateway reaches the merchant server's callbacks (a tunnel or a
   * public host); `null` when unset: callbacks are off and the site polls.
   */
  publicUrl: string | null;
}

const GATEWAY_VARIABLES = ['CHECKOUT_BASE_URL', 'CHECKOUT_API_KEY', 'CHECKOUT_BRAND_ID'] as const;

/**
 * The real gateway when `CHECKOUT_BASE_URL`, `CHECKOUT_API_KEY` and `CHECKOUT_BRAND_ID` are all
 * set; `null` when none is (the sandbox is used). The values themselves are checked by the API
 * client, whose messages name these variables without showing the key.
 *
 * @throws {DemoConfigError} when only some are set, naming the missing ones, or when
 * `DEMO_PUBLIC_URL` is not an http(s) URL.
 */
export function realGatewayFromEnv(env: NodeJS.ProcessEnv): RealGatewayEnv | null {
  const value = (name: string) => env[name]?.trim() ?? '';
  const missing = GATEWAY_VARIABLES.filter((name) => value(name) === '');
  if (missing.length === GATEWAY_VARIABLES.length) return null;
  if (missing.length > 0) {
    throw new DemoConfigError(
      `${listed(missing)} ${missing.length === 1 ? 'is' : 'are'} not set: the real gateway needs all three of ${listed(GATEWAY_VARIABLES)}. Unset them all to use the sandbox.`,
    );
  }
  return {
    baseUrl: value('CHECKOUT_BASE_URL'),
    apiKey: value('CHECKOUT_API_KEY'),
    brandId: value('CHECKOUT_BRAND_ID'),
    publicUrl: publicUrlFrom(value('DEMO_PUBLIC_URL')),
  };
}

function publicUrlFrom(text: string): string | null {
  if (text === '') return null;
  let url: URL | undefined;
  try {
    url = new URL(text);
  } catch {
    url = undefined;
  }
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:') || url.search || url.hash) {
    throw new DemoConfigError(
      `DEMO_PUBLIC_URL must be the http(s) address at which the gateway reaches the merchant server, such as https://shop.example, not ${JSON.stringify(text)}.`,
    );
  }
  return url.href.replace(/\/+$/, '');
}

function listed(names: readonly string[]): string {
  return names.length === 1
    ? (names[0] ?? '')
    : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}
