/**
 * A merchant's checkout in React, rendered on a server and hydrated in the browser: the picker,
 * and the card form under it (as the README's React example has them).
 */
import type { Purchase } from '@checkout-kit/protocol';
import { CheckoutCardForm, CheckoutMethodPicker } from '@checkout-kit/react';

/** The purchase the server created: its card payments post to another origin, the gateway's. */
export const PURCHASE = {
  id: '5b3c1f0e-8c1a-4c0e-9f43-2f8e0d6a7b19',
  direct_post_url: 'https://gate.example.test/p/5b3c1f0e/direct_post/',
  checkout_url: 'https://gate.example.test/p/5b3c1f0e/',
  is_test: true,
  payment_method_whitelist: null,
  purchase: { total: 1050, currency: 'MYR' },
} as unknown as Purchase;

/** The page's content: what the server renders and the browser hydrates, the same. */
export function App({ purchase }: { purchase: Purchase }) {
  return (
    <main>
      <h1>Pay RM 10.50</h1>
      <CheckoutMethodPicker src="/payment-methods" amount={purchase.purchase.total} />
      <CheckoutCardForm purchase={purchase} />
    </main>
  );
}
