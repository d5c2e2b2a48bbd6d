import type { Order } from '../shared/api.js';

/** The order as the merchant server keeps it: the order the site sees, and what only the server needs. */
export interface OrderRecord {
  order: Order;
  /** `is_test` of the purchase when it was created: a delivery must agree with it. */
  isTest: boolean;
  /**
   * How far the purchase's story has been read (length of `status_history`, then `updated_on`):
   * an older snapshot arriving late, such as a delayed delivery, does not undo a newer one.
   */
  seen: { historyLength: number; updatedOn: number };
  /**
   * The SHA-256 of the order's key (`secretDigest`), the payer's proof that opens the order.
   * Absent on orders made before orders had keys: only staff open those.
   */
  keyDigest?: string;
  /** The card the purchase saved, once it is a recurring token: only its label. */
  savedCard: { label: string; savedAt: string } | null;
  /**
   * The `reference` its purchase was created with, when it is not the order number (an order
   * taken over from another system, whose purchases were made without one: `""`).
   */
  reference?: string;
  /**
   * The refunds the gateway reported (`payment.refunded` carries a Payment), by payment id with
   * their amounts in sen: a refund reported twice counts once.
   */
  refunds?: Record<string, number>;
}

/** Everything the merchant server keeps in `orders.json`, as it holds it in memory. */
export interface DemoData {
  /** By order id. */
  orders: Record<string, OrderRecord>;
  /**
   * Deliveries handled (the callback handler's delivery keys), with the Unix ms when they may be
   * forgotten: a re-delivery within that time is a duplicate, across restarts too. Oldest first.
   */
  handledDeliveries: Map<string, number>;
  /**
   * How many times the same bytes have arrived at a callback route, by route and SHA-256.
   * Least recently seen first.
   */
  arrivals: Map<string, number>;
}

/** The file's shape: {@link DemoData} with its maps as objects. */
interface DemoDataFile {
  version: 1;
  orders: Record<string, OrderRecord>;
  handledDeliveries: Record<string, number>;
  arrivals: Record<string, number>;
}

/** Nothing yet: no orders, no deliveries. */
export function emptyDemoData(): DemoData {
  return { orders: {}, handledDeliveries: new Map(), arrivals: new Map() };
}

/** The text of `orders.json` for the data. */
export function serializeDemoData(data: DemoData): string {
  const file: DemoDataFile = {
    version: 1,
    orders: data.orders,
    handledDeliveries: Object.fromEntries(data.handledDeliveries),
    arrivals: Object.fromEntries(data.arrivals),
  };
  return `${JSON.stringify(file, null, 2)}\n`;
}

/**
 * The data read back from `orders.json`, after checking that it is a file of this version.
 *
 * @throws {Error} naming the file and what is wrong, so nobody's orders are silently dropped.
 */
export function parseDemoData(text: string, file: string): DemoData {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new Error(
      `${file} is not valid JSON (${(error as Error).message}). Move it away to start with no orders.`,
      { cause: error },
    );
  }
  const data = value as Partial<DemoDataFile> | null;
  const isRecord = (field: unknown): field is Record<string, unknown> =>
    typeof field === 'object' && field !== null && !Array.isArray(field);
  if (
    !isRecord(data) ||
    data.version !== 1 ||
    !isRecord(data.orders) ||
    !isRecord(data.handledDeliveries) ||
    !isRecord(data.arrivals)
  ) {
    throw new Error(
      `${file} is not an orders file of this demo (version 1 with orders, handledDeliveries and arrivals). Move it away to start with no orders.`,
    );
  }
  return {
    orders: data.orders,
    handledDeliveries: new Map(Object.entries(data.handledDeliveries)),
    arrivals: new Map(Object.entries(data.arrivals)),
  };
}
