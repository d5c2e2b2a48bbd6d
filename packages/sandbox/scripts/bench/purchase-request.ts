import type { Sandbox } from '../../src/index.js';
import type { LoadJob } from './load-job.js';

/**
 * `POST /purchases/` with a typical creation body, as a load job against `url`; `fields` are
 * added to the body (such as a `due` date).
 */
export function purchaseJob(
  sandbox: Sandbox,
  url: string,
  total: number,
  clients: number,
  fields: Record<string, unknown> = {},
): LoadJob {
  return {
    url,
    total,
    clients,
    expectStatus: 201,
    headers: { Authorization: `Bearer ${sandbox.apiKey}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      brand_id: sandbox.brandId,
      client: { email: 'payer@example.com', full_name: 'Siti Aisyah' },
      purchase: { products: [{ name: 'Teh tarik', price: 350, quantity: 2 }], currency: 'MYR' },
      success_redirect: 'https://shop.example/success',
      failure_redirect: 'https://shop.example/failure',
      ...fields,
    }),
  };
}
