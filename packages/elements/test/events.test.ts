import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  CheckoutChangeEvent,
  CheckoutInvalidEvent,
  CheckoutReadyEvent,
  CheckoutSubmitEvent,
} from '../src/card-form/events.js';
import { CheckoutErrorEvent } from '../src/checkout-error-event.js';
import {
  CheckoutMethodContinueEvent,
  CheckoutMethodSelectEvent,
  CheckoutMethodsLoadEvent,
} from '../src/method-picker/events.js';

/*
 * Each event class declares its name as its `type` (the event map, the framework types and the
 * React wrapper take it from there) and passes it to `Event` in its constructor. Here the
 * compiler holds each expected name to the declared type (`satisfies`), and the assertion holds
 * the constructed event to it, so the two cannot drift apart.
 */
const EVENTS: [Event, string][] = [
  [new CheckoutReadyEvent(), 'checkout-ready' satisfies CheckoutReadyEvent['type']],
  [new CheckoutChangeEvent({} as never), 'checkout-change' satisfies CheckoutChangeEvent['type']],
  [new CheckoutSubmitEvent({} as never), 'checkout-submit' satisfies CheckoutSubmitEvent['type']],
  [
    new CheckoutInvalidEvent({ errors: [] }),
    'checkout-invalid' satisfies CheckoutInvalidEvent['type'],
  ],
  [new CheckoutErrorEvent({} as never), 'checkout-error' satisfies CheckoutErrorEvent['type']],
  [
    new CheckoutMethodsLoadEvent({} as never),
    'checkout-methods-load' satisfies CheckoutMethodsLoadEvent['type'],
  ],
  [
    new CheckoutMethodSelectEvent({} as never),
    'checkout-method-select' satisfies CheckoutMethodSelectEvent['type'],
  ],
  [
    new CheckoutMethodContinueEvent({} as never),
    'checkout-method-continue' satisfies CheckoutMethodContinueEvent['type'],
  ],
];

describe('the events', () => {
  for (const [event, name] of EVENTS) {
    it(`${name}: the constructor fires the name the class declares`, () => {
      assert.equal(event.type, name);
    });
  }

  it('bubble out of the shadow root', () => {
    for (const [event, name] of EVENTS) {
      assert.ok(event.bubbles && event.composed, name);
    }
  });
});
