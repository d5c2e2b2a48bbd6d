/** Every Checkout Kit event bubbles and crosses shadow roots. */
export const EVENT_INIT = { bubbles: true, composed: true } as const;
