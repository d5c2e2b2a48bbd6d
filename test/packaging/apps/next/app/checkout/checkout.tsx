'use client';

import { useState } from 'react';
import type { Purchase } from '@checkout-kit/protocol';
import { CheckoutCardForm, CheckoutMethodPicker } from '@checkout-kit/react';

/** The payment step in the browser, as the README's Next.js section writes it. */
export function Checkout({ purchase }: { purchase: Purchase }) {
  const [payByCard, setPayByCard] = useState(false);
  return (
    <>
      <CheckoutMethodPicker
        src="/api/payment-methods"
        amount={purchase.purchase.total}
        checkoutUrl={purchase.checkout_url ?? ''}
        navigate="preferred"
        onCheckoutMethodSelect={(event) => {
          const cardHere = event.detail.isCard && purchase.direct_post_url !== null;
          if (cardHere) event.preventDefault();
          setPayByCard(cardHere);
        }}
      />
      <CheckoutCardForm hidden={!payByCard} purchase={purchase} />
    </>
  );
}
