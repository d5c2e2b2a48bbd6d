import { AsyncLocalStorage } from 'node:async_hooks';
import type { CallbackRoute } from './arrival-counter.js';

/** One request that arrived at a callback route, as the order log records it. */
export interface Arrival {
  route: CallbackRoute;
  /** How many times these same bytes have arrived at this route, 1 for the first. */
  attempt: number;
  /** `?order=` of the success callback URL: the order the purchase was created for. */
  orderParam: string | null;
  /** Set once the callback handler has passed the delivery to `onEvent`. */
  handled: boolean;
}

/**
 * The arrival being handled. The callback handler of `@checkout-kit/server` gives `onEvent` the
 * verified delivery but not the request it came in; the arrival's attempt and URL reach
 * `onEvent` through this store instead.
 */
const current = new AsyncLocalStorage<Arrival>();

/** Runs `handle` with `arrival` as the current arrival. */
export function withArrival<T>(arrival: Arrival, handle: () => Promise<T>): Promise<T> {
  return current.run(arrival, handle);
}

/**
 * The arrival whose delivery is being handled.
 *
 * @throws {Error} outside {@link withArrival}: `onEvent` runs only for an arrival.
 */
export function currentArrival(): Arrival {
  const arrival = current.getStore();
  if (!arrival) throw new Error('A delivery is being handled outside of its arrival.');
  return arrival;
}
