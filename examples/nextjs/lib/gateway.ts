import { CheckoutClient } from '@checkout-kit/server';

/** The gateway settings, from the environment (`checkout-sandbox` prints them for the sandbox). */
function setting(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: see examples/README.md.`);
  return value;
}

let client: CheckoutClient | undefined;

/** The API client, made at the first request, so that `next build` needs no credentials. */
export function checkoutClient(): CheckoutClient {
  client ??= new CheckoutClient({
    apiKey: setting('CHECKOUT_API_KEY'),
    brandId: setting('CHECKOUT_BRAND_ID'),
    baseUrl: setting('CHECKOUT_BASE_URL'),
  });
  return client;
}

/** The company's public key in PEM, which signs success callbacks. */
export function publicKey(): string {
  return setting('CHECKOUT_PUBLIC_KEY');
}
