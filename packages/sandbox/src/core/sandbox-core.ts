import type { SandboxClock } from './clock.js';
import type { DeliveryService } from '../events/delivery-service.js';
import type { SandboxStore } from '../persistence/store.js';
import type { PurchaseBook } from '../persistence/purchase-book.js';
import type { SandboxState, StoredPurchase } from './state.js';

/** How the emulated merchant account is set up (`startSandbox` options). */
export interface AccountSettings {
  /**
   * Whether Direct Post is enabled for the account. The description: "The function is enabled
   * per merchant account"; without it every purchase has `direct_post_url: null`.
   */
  directPost: boolean;
  /**
   * The brand's name: the merchant the payment pages and the 3-D Secure page name, and
   * `issuer_details.brand_name` of every purchase.
   */
  brandName: string;
}

/** The brand's name when `startSandbox` is given none. */
export const DEFAULT_BRAND_NAME = 'Sandbox Shop';

/**
 * What every part of the sandbox shares: its state, its clock, its address and its deliveries.
 * Route modules get this and nothing else.
 */
export class SandboxCore {
  /** `http://host:port` once the server listens. */
  origin = '';

  constructor(
    readonly store: SandboxStore,
    readonly clock: SandboxClock,
    readonly deliveries: DeliveryService,
    readonly account: AccountSettings = { directPost: true, brandName: DEFAULT_BRAND_NAME },
  ) {}

  get state(): SandboxState {
    return this.store.state;
  }

  /** The purchases, by id. */
  get purchases(): PurchaseBook {
    return this.store.purchases;
  }

  /** The collection API's base URL, `…/api/v1`. */
  get baseUrl(): string {
    return `${this.origin}/api/v1`;
  }

  /**
   * Records that the state changed, so a data file gets it: with `stored`, that this purchase
   * did (needed after a wait, when the purchase was looked up in an earlier turn).
   */
  changed(stored?: StoredPurchase): void {
    if (stored) this.purchases.changed(stored);
    this.store.changed();
  }
}
