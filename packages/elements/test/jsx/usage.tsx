/**
 * A React 19 page as a merchant writes it, type-checked by `../jsx.test.ts` with
 * `@checkout-kit/elements/jsx`: every line without a `@ts-expect-error` must compile, and every
 * line with one must not.
 */
import type {} from '@checkout-kit/elements/jsx';
import type { Purchase } from '@checkout-kit/protocol';

/** What the handlers saw. */
const seen: unknown[] = [];

export function Checkout({ purchase }: { purchase: Purchase }) {
  return (
    <>
      <checkout-method-picker
        src="/payment-methods"
        amount={purchase.purchase.total}
        country="MY"
        recurring={false}
        skipCapture={false}
        preauthorization={false}
        lang="ms"
        checkoutUrl={purchase.checkout_url ?? ''}
        navigate="preferred"
        value="fpx"
        descriptions={{ fpx: 'Online banking' }}
        oncheckout-method-select={(event) => {
          if (event.detail.isCard) event.preventDefault();
        }}
        oncheckout-method-continue={(event) => seen.push(event.detail.url)}
        oncheckout-methods-load={(event) => seen.push(event.detail.methods)}
        oncheckout-error={(event) => seen.push(event.detail.code)}
      />
      <checkout-card-form
        purchase={purchase}
        action={purchase.direct_post_url ?? ''}
        checkoutUrl=""
        rememberCard
        amount={1050}
        currency="MYR"
        brands="visa mastercard"
        testMode
        disabled={false}
        hidden
        oncheckout-ready={(event) => seen.push(event.type)}
        oncheckout-change={(event) => seen.push(event.detail.complete, event.detail.brand)}
        oncheckout-submit={(event) => seen.push(event.detail.rememberCard)}
        oncheckout-invalid={(event) => seen.push(event.detail.errors.length)}
        oncheckout-error={(event) => seen.push(event.detail.message)}
      />
      {/* @ts-expect-error navigate is 'preferred', 'active' or '' */}
      <checkout-method-picker navigate="sideways" />
      {/* @ts-expect-error amount is a number of the smallest currency unit */}
      <checkout-card-form amount="10.50" />
      {/* @ts-expect-error testMode is a boolean */}
      <checkout-card-form testMode="yes" />
      {/* @ts-expect-error purchase is a Purchase object */}
      <checkout-card-form purchase="[object Object]" />
      {/* @ts-expect-error checkout-submit's detail has no errors */}
      <checkout-card-form oncheckout-submit={(event) => event.detail.errors} />
      {/* @ts-expect-error the picker has no currency */}
      <checkout-method-picker currency="MYR" />
      {/* @ts-expect-error the form's internal state is no property of the page's */}
      <checkout-card-form busy />
      {/* @ts-expect-error the picker's internal state is no property of the page's */}
      <checkout-method-picker handledByPage />
    </>
  );
}
