// The page of a create-vite React app (React 18 or 19), with the kit as the README's npm section
// tells merchants: the wrappers of @checkout-kit/react, the card form shown when Card is chosen.
import { useState } from 'react';
import type { Purchase } from '@checkout-kit/protocol';
import { CheckoutCardForm, CheckoutMethodPicker } from '@checkout-kit/react';
import { purchase } from './purchase.ts';

function Checkout({ purchase }: { purchase: Purchase }) {
  const [payByCard, setPayByCard] = useState(false);
  return (
    <>
      <CheckoutMethodPicker
        src="/payment-methods"
        amount={purchase.purchase.total}
        checkoutUrl={purchase.checkout_url}
        navigate="preferred"
        onCheckoutMethodSelect={(event) => {
          const cardHere = event.detail.isCard && purchase.direct_post_url !== null;
          if (cardHere) event.preventDefault(); // card stays on this page
          setPayByCard(cardHere);
        }}
      />
      <CheckoutCardForm
        hidden={!payByCard}
        purchase={purchase}
        onCheckoutSubmit={(event) => console.info('paying with', event.detail.brand)}
      />
    </>
  );
}

export default function App() {
  return (
    <main>
      <h1>Pay RM 3.50</h1>
      <Checkout purchase={purchase} />
    </main>
  );
}
