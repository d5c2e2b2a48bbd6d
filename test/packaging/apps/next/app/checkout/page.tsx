import { Suspense } from 'react';
import { connection } from 'next/server';
import { checkoutClient } from '@/lib/gateway';
import { Checkout } from './checkout';

/** A purchase per visit, as the README's Next.js section makes it. */
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

async function PaymentStep() {
  await connection(); // from here on, at request time only
  const shop = process.env.SHOP_ORIGIN ?? 'http://localhost:3000';
  const purchase = await checkoutClient().createPurchase({
    client: { email: 'payer@example.com' },
    purchase: { currency: 'MYR', products: [{ name: 'Teh tarik', price: 350 }] },
    success_redirect: `${shop}/?paid=1`,
    failure_redirect: `${shop}/checkout`,
    success_callback: `${shop}/api/checkout-callback`,
  });
  return <Checkout purchase={purchase} />;
}
