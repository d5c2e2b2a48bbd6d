import { Suspense } from 'react';
import { connection } from 'next/server';
import { checkoutClient } from '@/lib/gateway';
import { Checkout } from './checkout';

/**
 * The checkout: its heading is in the static shell that `next build` prerenders; the purchase is
 * made for each visit, streamed in once it exists.
 */
export default function CheckoutPage() {
  return (
    <main>
      <h1>Pay RM 3.50</h1>
      <Suspense fallback={<p>Preparing your payment…</p>}>
        <PaymentStep />
      </Suspense>
    </main>
  );
}

/** Creates the purchase on the server, then hands it to the payment step in the browser. */
async function PaymentStep() {
  // A purchase per visit: wait for a real request, so `next build` (which has no API key) never
  // makes one, and no payer is ever handed another's. Under Cache Components this replaces
  // `export const dynamic = 'force-dynamic'`, which it refuses.
  await connection();
  const origin = process.env.SHOP_ORIGIN ?? 'http://localhost:3000';
  const purchase = await checkoutClient().createPurchase({
    client: { email: 'payer@example.com' },
    purchase: { currency: 'MYR', products: [{ name: 'Teh tarik', price: 350 }] },
    success_redirect: `${origin}/?paid=1`,
    failure_redirect: `${origin}/checkout`,
    success_callback: `${origin}/api/checkout-callback`,
  });
  return <Checkout purchase={purchase} />;
}
