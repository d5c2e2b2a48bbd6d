import { useState } from 'react';
import type {
  CheckoutErrorDetail,
  CheckoutErrorEvent,
  CheckoutMethodSelectDetail,
  CheckoutMethodSelectEvent,
} from '@checkout-kit/elements';
import type { Order } from '../../../../shared/api.js';

interface Props {
  order: Order;
  /** Shows the gateway's test cards on the card form. */
  testMode: boolean;
  /** Whether the card form has passed validation and is posting to the gateway. */
  submitting: boolean;
  onSubmitting: () => void;
}

/**
 * The picker, then the card form for Card. Properties are plain JSX props and events are
 * `on<event>` props: React 19 sets the one as element properties and adds the other as
 * listeners (typed by `@checkout-kit/elements/jsx`, see `jsx.d.ts`).
 */
export function Payment({ order, testMode, submitting, onSubmitting }: Props) {
  const { checkoutUrl, directPostUrl } = order.purchase;
  const [method, setMethod] = useState<CheckoutMethodSelectDetail | null>(null);
  const [lookupError, setLookupError] = useState<CheckoutErrorDetail | null>(null);
  // Card is paid here when the purchase has a Direct Post URL; otherwise on the gateway's page.
  const cardHere = method?.isCard === true && directPostUrl !== null;

  function onMethodSelect(event: CheckoutMethodSelectEvent) {
    setMethod(event.detail);
    // Cancelled, the picker leaves Card to this page; any other method goes on to the gateway.
    if (event.detail.isCard && directPostUrl !== null) event.preventDefault();
  }

  return (
    <>
      <checkout-method-picker
        src="/api/payment-methods"
        amount={order.total}
        checkoutUrl={checkoutUrl}
        navigate="preferred"
        oncheckout-method-select={onMethodSelect}
        oncheckout-error={(event: CheckoutErrorEvent) => setLookupError(event.detail)}
        oncheckout-methods-load={() => setLookupError(null)}
      />
      {lookupError && (
        <p className="field__hint">
          <code>checkout-error</code> ({lookupError.code}): {lookupError.message}
        </p>
      )}
      <checkout-card-form
        hidden={!cardHere}
        action={directPostUrl ?? ''}
        checkoutUrl={checkoutUrl}
        amount={order.total}
        currency={order.currency}
        testMode={testMode}
        oncheckout-submit={onSubmitting}
      />
      {submitting && (
        <p className="field__hint">Your card details are on their way to the gateway.</p>
      )}
    </>
  );
}
