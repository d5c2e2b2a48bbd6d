import { checkoutClient } from '../../lib/gateway';
import { Checkout } from './checkout';

// A new purchase for each visit: never rendered at build time.
export const dynamic = 'force-dynamic';

/** Creates the purchase on the server, then hands it to the payment step in the browser. */
export default async function CheckoutPage() {
  const origin = process.env.SHOP_ORIGIN ?? 'http://localhost:3000';
  const purchase = await checkoutClient().createPurchase({
    client: { email: 'payer@example.com' },
    purchase: { currency: 'MYR', products: [{ name: 'Teh tarik', price: 350 }] },
    success_redirect: `${origin}/?paid=1`,
    failure_redirect: `${origin}/checkout`,
    success_callback: `${origin}/api/checkout-callback`,
  });
  return (
    <main>
      <h1>Pay RM 3.50</h1>
      <Checkout purchase={purchase} />
    </main>
  );
}
