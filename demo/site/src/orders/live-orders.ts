/**
 * The orders page's live view: the merchant server's stream of changed orders
 * (`/api/orders/events`, Server-Sent Events), so a delivery from the gateway shows at once.
 */
import type { Order } from '../../../shared/api.js';

/** What the page does with the stream. */
export interface LiveOrdersHandlers {
  /** An order changed (or is new): here it is as it is now. */
  onOrder(order: Order): void;
  /**
   * The stream is back after a break: changes made meanwhile were not sent, so the page
   * reloads its list.
   */
  onReconnect(): void;
  /** Whether changes reach the page now, for its live indicator. */
  onStateChange(state: LiveState): void;
}

/**
 * `live`: changes arrive as they happen. `reconnecting`: the stream broke and the browser is
 * trying again. `stopped`: the server refused it (the staff session ended); Refresh still works.
 */
export type LiveState = 'live' | 'reconnecting' | 'stopped';

/**
 * Follows the orders as they change. The browser reconnects a broken stream by itself;
 * the stream ends for good when the staff session does (the server answers 401).
 *
 * @returns what stops following.
 */
export function followOrders(handlers: LiveOrdersHandlers): () => void {
  const source = new EventSource('/api/orders/events');
  let wasOpen = false;
  source.addEventListener('ready', () => {
    handlers.onStateChange('live');
    if (wasOpen) handlers.onReconnect();
    wasOpen = true;
  });
  source.addEventListener('order', (event) => {
    handlers.onOrder(JSON.parse((event as MessageEvent<string>).data) as Order);
  });
  source.addEventListener('error', () => {
    handlers.onStateChange(source.readyState === EventSource.CLOSED ? 'stopped' : 'reconnecting');
  });
  return () => source.close();
}
