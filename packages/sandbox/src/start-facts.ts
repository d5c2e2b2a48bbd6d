import type { Sandbox } from './start.js';

/**
 * What the command prints at start: one `NAME=value` a line for people and scripts, the
 * company's public key last.
 *
 * `CHECKOUT_BASE_URL` ends with a slash, the one form every client joins correctly: one that
 * resolves paths against it (Guzzle, the gateway maker's PHP SDK) needs the slash or drops
 * `v1`, and one that appends `/purchases/` to it (the maker's Node SDK) makes `…/v1//purchases/`,
 * which the sandbox reads as one slash, as a front web server does. `@checkout-kit/server` trims
 * the slash.
 */
export function startFacts(sandbox: Sandbox): string {
  return `Checkout Kit sandbox running at ${sandbox.url}
CHECKOUT_BASE_URL=${sandbox.baseUrl}/
CHECKOUT_API_KEY=${sandbox.apiKey}
CHECKOUT_BRAND_ID=${sandbox.brandId}
CHECKOUT_SEND_BASE_URL=${sandbox.sendBaseUrl}
CHECKOUT_SEND_API_KEY=${sandbox.sendApiKey}
CHECKOUT_SEND_API_SECRET=${sandbox.sendApiSecret}
Company public key (verifies success callbacks):
${sandbox.publicKeyPem.trim()}`;
}
