/** Every Checkout Kit event bubbles and crosses shadow roots. */
export const EVENT_INIT = { bubbles: true, composed: true } as const;

/**
 * The event map of the kit's event classes: each class under the name its `type` declares
 * (`declare readonly type: 'checkout-…'`, beside the same name in its constructor, which
 * `test/events.test.ts` holds to it). The global event map, the framework types and the React
 * wrapper's event props all take the names from there, so a misspelt name does not compile.
 */
export type EventMapOf<E extends Event> = { [C in E as C['type']]: C };
