import type { PurchaseStatus } from '@checkout-kit/protocol';
import type { OrderEvent } from '../../shared/api.js';
import type { OrderRecord } from '../demo-data.js';

/** Refused deliveries an order's log keeps at most: forged requests must not grow it forever. */
const MAX_REJECTED_EVENTS = 50;

/** An entry for something the merchant did (an action on the order, a read of its purchase). */
export function merchantEvent(
  type: string,
  status: PurchaseStatus | null,
  message: string,
  now: Date,
): OrderEvent {
  return {
    at: now.toISOString(),
    source: 'merchant',
    type,
    signature: null,
    attempt: null,
    status,
    message,
  };
}

/** An entry for a delivery that arrived. */
export function deliveryEvent(
  fields: Pick<OrderEvent, 'source' | 'type' | 'signature' | 'attempt' | 'status' | 'message'>,
  now: Date,
): OrderEvent {
  return { at: now.toISOString(), ...fields };
}

/** Adds an entry to the order's log, dropping the oldest refused delivery beyond the limit. */
export function appendEvent(record: OrderRecord, event: OrderEvent): void {
  const { events } = record.order;
  events.push(event);
  const rejected = events.filter((entry) => entry.signature === 'rejected').length;
  if (rejected > MAX_REJECTED_EVENTS) {
    events.splice(
      events.findIndex((entry) => entry.signature === 'rejected'),
      1,
    );
  }
}
