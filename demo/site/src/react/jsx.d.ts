/**
 * The kit's elements as typed JSX for React 19, from the package itself: every property (so
 * `amount={4990}` arrives as a number, `testMode` as a boolean) and every event as an
 * `on<event name>` prop, typed with the event's class.
 */
import type {} from '@checkout-kit/elements/jsx';
