import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { PaymentMethodsLookup } from '@checkout-kit/protocol';
import { CheckoutErrorEvent, CheckoutMethodsLoadEvent } from '../events.js';
import { isLookup } from './method-list.js';

/** `loading` also covers waiting for a `src` or a `methods` to be given. */
export type LookupStatus = 'loading' | 'loaded' | 'error';

/**
 * Loads a payment-methods lookup result for its host, one request at a time, and tells the
 * page: `checkout-methods-load` once a result is shown, `checkout-error` when a request fails.
 *
 * A new request aborts the one in flight, and an answer is only ever shown when it belongs to
 * the newest request: an answer that arrives after its request was replaced, aborted or not,
 * is dropped. Disconnecting the host aborts a request under way; the host asks again once
 * connected.
 */
export class LookupController implements ReactiveController {
  status: LookupStatus = 'loading';
  lookup: PaymentMethodsLookup | null = null;
  /** The URL of the request shown or under way; `null` for a given result, or without `src`. */
  url: string | null = null;

  readonly #host: ReactiveControllerHost & HTMLElement;
  #generation = 0;
  #abort: AbortController | null = null;

  constructor(host: ReactiveControllerHost & HTMLElement) {
    this.#host = host;
    host.addController(this);
  }

  hostConnected(): void {
    this.#host.requestUpdate();
  }

  hostDisconnected(): void {
    if (this.status === 'loading') this.load(null);
  }

  /** Shows a lookup result given directly, dropping any request. */
  show(lookup: PaymentMethodsLookup): void {
    this.load(null);
    this.#settle('loaded', lookup);
  }

  /**
   * Shows the error state for a `src` the picker cannot ask (`why`, for the developer), dropping
   * any request, and tells the page: nothing is fetched.
   */
  refuse(why: string): void {
    this.load(null);
    this.#settle('error', null);
    this.#host.dispatchEvent(
      new CheckoutErrorEvent({ code: 'invalid_src', status: null, message: why }),
    );
  }

  /** Starts a request for `url` (`null`: waits for a `src` or a result), replacing any other. */
  load(url: string | null): void {
    const generation = ++this.#generation;
    this.#abort?.abort();
    this.url = url;
    this.#settle('loading', null);
    if (url) void this.#fetch(url, generation, (this.#abort = new AbortController()).signal);
  }

  #settle(status: LookupStatus, lookup: PaymentMethodsLookup | null): void {
    this.status = status;
    this.lookup = lookup;
    const host = this.#host;
    host.requestUpdate();
    if (lookup) {
      void host.updateComplete.then(() =>
        host.dispatchEvent(new CheckoutMethodsLoadEvent({ methods: lookup })),
      );
    }
  }

  async #fetch(url: string, generation: number, signal: AbortSignal): Promise<void> {
    let lookup: unknown;
    let status: number | null = null;
    let detail = '';
    try {
      const response = await fetch(url, { signal });
      status = response.status;
      if (response.ok) lookup = await response.json().catch(() => null);
    } catch (error) {
      detail = ` ${error}`;
    }
    if (generation !== this.#generation) return;
    if (isLookup(lookup)) {
      this.#settle('loaded', lookup);
    } else {
      this.#settle('error', null);
      this.#host.dispatchEvent(
        new CheckoutErrorEvent({
          code: status === null ? 'network' : status < 300 ? 'invalid_response' : 'http',
          status,
          message: `${url}: ${status ?? 'no answer'}${detail}`,
        }),
      );
    }
  }
}
