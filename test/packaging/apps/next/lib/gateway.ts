import { CheckoutClient } from '@checkout-kit/server';

/** A gateway setting from the environment, which `next build` does not have. */
function setting(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
}

let client: CheckoutClient | undefined;

/** The API client, made at the first request, as the README's Next.js section makes it. */
export function checkoutClient(): CheckoutClient {
  client ??= new CheckoutClient({
    apiKey: setting('CHECKOUT_API_KEY'),
    brandId: setting('CHECKOUT_BRAND_ID'),
    baseUrl: setting('CHECKOUT_BASE_URL'),
  });
  return client;
}
