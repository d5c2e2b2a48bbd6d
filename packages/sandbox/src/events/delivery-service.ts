import { randomUUID } from 'node:crypto';
import {
  EVENT_TYPE_HEADER,
  type KnownEventType,
  type KnownPayoutEvent,
  type Purchase,
  SIGNATURE_HEADER,
} from '@checkout-kit/protocol';
import type { SandboxClock } from '../core/clock.js';
import { signBody } from '../core/keys.js';
import type { Delivery } from '../core/state.js';
import type { SandboxStore } from '../persistence/store.js';
import { type DeliveryPoster, HttpPoster } from './http-poster.js';
import { nextAttemptAt } from './retry-schedule.js';
import { ownEntry } from '../core/own-entry.js';

/** A purchase or payment event the sandbox emits: a known one, or one it guesses. */
type KnownPurchaseEventType = Exclude<KnownEventType, KnownPayoutEvent>;

/** How long a receiver may take to answer one attempt. */
const ATTEMPT_TIMEOUT_MS = 10_000;

/** Where one delivery of an event goes. */
interface DeliveryTarget {
  kind: Delivery['kind'];
  url: string;
  webhookId: string | null;
}

/** Which deliveries an event makes. */
export interface EmitOptions {
  /** The purchase's `success_callback` gets this event too (paid, captured, charged). */
  successCallback: boolean;
}

/** How a {@link DeliveryService} delivers, and what its log keeps. */
export interface DeliveryOptions {
  /** The share (0 to 1) of delivered deliveries that are delivered once more (`repeat`). */
  repeatRate?: number;
  /** How many settled deliveries the log keeps (see {@link SETTLED_DELIVERIES_KEPT}). */
  settledKept?: number;
  /** What sends the attempts: over HTTP unless given. */
  poster?: DeliveryPoster;
}

/**
 * How many settled deliveries (delivered, or failed for good) the delivery log keeps; past that,
 * the first settled leaves it. Every pending delivery stays. Each holds its body: with a webhook
 * on `purchase.created`, a load test of a million purchases would otherwise keep gigabytes.
 */
export const SETTLED_DELIVERIES_KEPT = 10_000;

/**
 * Delivers purchase events to the success callback and to subscribed webhooks, signed, at least
 * once: a non-2xx answer or an unreachable receiver is retried on the sandbox clock (see
 * {@link nextAttemptAt}). Events of one purchase go out in order: a later event waits until
 * every delivery of the earlier ones has succeeded or given up.
 */
export class DeliveryService {
  readonly #inFlight = new Set<string>();
  /** Each object's deliveries in the order they were made, so a pump reads only its own. */
  readonly #byObject = new Map<string, Delivery[]>();
  /** The settled deliveries (delivered or failed) in the log, the first settled first. */
  readonly #settled: Delivery[] = [];

  readonly #poster: DeliveryPoster;
  readonly #repeatRate: number;
  readonly #settledKept: number;
  readonly #store: SandboxStore;
  readonly #clock: SandboxClock;

  constructor(store: SandboxStore, clock: SandboxClock, options: DeliveryOptions = {}) {
    this.#store = store;
    this.#clock = clock;
    this.#poster = options.poster ?? new HttpPoster();
    this.#repeatRate = options.repeatRate ?? 0;
    this.#settledKept = options.settledKept ?? SETTLED_DELIVERIES_KEPT;
    const all = Object.values(store.state.deliveries).sort(
      (a, b) => a.createdAt - b.createdAt || a.eventSequence - b.eventSequence,
    );
    // A data file keeps no settling order: the earliest made count as settled first.
    for (const delivery of all) {
      this.#index(delivery);
      if (delivery.state !== 'pending') this.#settle(delivery);
    }
  }

  /**
   * Records that `delivery` is settled; beyond `#settledKept` settled deliveries, the
   * first settled leaves the log.
   */
  #settle(delivery: Delivery): void {
    this.#settled.push(delivery);
    while (this.#settled.length > this.#settledKept) {
      const oldest = this.#settled.shift() as Delivery;
      Reflect.deleteProperty(this.#store.state.deliveries, oldest.id);
      const list = this.#byObject.get(oldest.objectId) ?? [];
      const kept = list.filter((delivery) => delivery !== oldest);
      if (kept.length > 0) this.#byObject.set(oldest.objectId, kept);
      else this.#byObject.delete(oldest.objectId);
    }
  }

  #index(delivery: Delivery): void {
    const list = this.#byObject.get(delivery.objectId);
    if (list) list.push(delivery);
    else this.#byObject.set(delivery.objectId, [delivery]);
  }

  /**
   * Records an event of a purchase and starts delivering it. The payload is the purchase as it
   * is now, with `event_type`; each receiver gets the same bytes, signed with its own key
   * (RSA, SHA-256): the company key for the success callback, the webhook's for a webhook.
   */
  emit(eventType: KnownPurchaseEventType, purchase: Purchase, options: EmitOptions): void {
    const targets: DeliveryTarget[] = [];
    if (options.successCallback && purchase.success_callback) {
      targets.push({
        kind: 'success_callback',
        url: purchase.success_callback,
        webhookId: null,
      });
    }
    targets.push(...this.#webhooksFor(eventType));
    this.#enqueue(
      eventType,
      purchase.id,
      () => ({ ...purchase, event_type: eventType }),
      targets,
      'sha256',
    );
  }

  /**
   * Records an event of a purchase that carries another object than the purchase (a refund's
   * Payment), for the webhooks subscribed to it, in the order of the purchase's events.
   */
  emitFor(purchaseId: string, eventType: KnownPurchaseEventType, payload: object): void {
    this.#enqueue(
      eventType,
      purchaseId,
      () => ({ ...payload, event_type: eventType }),
      this.#webhooksFor(eventType),
      'sha256',
    );
  }

  /**
   * Records an event of the payout service (a send instruction, a send limit) for the webhooks
   * subscribed to it, signed with RSA over SHA-512 as the gateway signs payout webhooks.
   *
   * With `payoutWebhooks`, the payout service's own webhooks get it instead, as the gateway's
   * samples show: the body is `payload` alone and the name travels in an `Event-Type` header.
   */
  emitPayout(
    eventType: KnownPayoutEvent,
    objectId: string,
    payload: Record<string, unknown>,
    payoutWebhooks?: { id: string; url: string }[],
  ): void {
    if (payoutWebhooks) {
      const targets = payoutWebhooks.map(({ id, url }) => ({
        kind: 'webhook' as const,
        url,
        webhookId: id,
      }));
      this.#enqueue(eventType, objectId, () => payload, targets, 'sha512', {
        [EVENT_TYPE_HEADER]: eventType,
      });
      return;
    }
    this.#enqueue(
      eventType,
      objectId,
      () => ({ ...payload, event_type: eventType }),
      this.#webhooksFor(eventType),
      'sha512',
    );
  }

  #webhooksFor(eventType: string): DeliveryTarget[] {
    return Object.values(this.#store.state.webhooks)
      .filter(({ webhook }) => webhook.all_events || webhook.events.includes(eventType))
      .map(({ webhook }) => ({
        kind: 'webhook',
        url: webhook.callback,
        webhookId: webhook.id,
      }));
  }

  /**
   * Counts the object's event and, for each target, records a delivery of the body `payload`
   * makes, signed on its first attempt. It is made only when someone is to receive it.
   */
  #enqueue(
    eventType: string,
    objectId: string,
    payload: () => object,
    targets: DeliveryTarget[],
    algorithm: Delivery['algorithm'],
    headers?: Record<string, string>,
  ): void {
    const { state } = this.#store;
    const sequence = state.eventSequence++;
    this.#store.changed();
    // An event nobody subscribed to is only counted: its payload, a copy of the whole purchase
    // for most events, would go nowhere.
    if (targets.length === 0) return;
    const body = JSON.stringify(payload());
    const eventId = randomUUID();
    const createdAt = this.#clock.now();
    for (const target of targets) {
      const delivery: Delivery = {
        id: randomUUID(),
        eventId,
        eventSequence: sequence,
        eventType,
        objectId,
        kind: target.kind,
        webhookId: target.webhookId,
        url: target.url,
        ...(headers && { headers }),
        body,
        // Made on the first attempt, off the request that made the event.
        signature: null,
        algorithm,
        createdAt,
        attempts: [],
        state: 'pending',
        nextAttemptAt: createdAt,
      };
      state.deliveries[delivery.id] = delivery;
      this.#index(delivery);
    }
    this.#schedulePump(objectId, createdAt);
  }

  /** The delivery log, oldest first; optionally only one object's (a purchase's). */
  list(filter: { objectId?: string } = {}): Delivery[] {
    if (filter.objectId !== undefined) return [...(this.#byObject.get(filter.objectId) ?? [])];
    return [...this.#byObject.values()]
      .flat()
      .sort((a, b) => a.createdAt - b.createdAt || a.eventSequence - b.eventSequence);
  }

  /**
   * Delivers a delivery's same bytes once more, as the gateway may after a 2xx answer (a network
   * fault). The repeat is a delivery of its own (`repeatOf` names the first), retried like any
   * other, and goes out before the object's later events.
   *
   * @throws {Error} naming the id, when there is no such delivery.
   */
  repeat(id: string): Delivery {
    const original = ownEntry(this.#store.state.deliveries, id);
    if (!original) throw new Error(`There is no delivery ${id}.`);
    const now = this.#clock.now();
    const copy: Delivery = {
      ...original,
      id: randomUUID(),
      attempts: [],
      state: 'pending',
      nextAttemptAt: now,
      repeatOf: original.repeatOf ?? original.id,
    };
    this.#store.state.deliveries[copy.id] = copy;
    this.#index(copy);
    this.#store.changed();
    this.#schedulePump(copy.objectId, now);
    return copy;
  }

  /** Closes the connections kept for later attempts; call once no attempt is in flight. */
  close(): void {
    this.#poster.close();
  }

  /**
   * After a restart: picks up every delivery still pending, each object's at the next attempt
   * of its earliest event (a retry due later than the restart waits for its time; one due
   * before goes at once). A pump finds nothing to do before then, and only an attempt arranges
   * the next.
   */
  resume(): void {
    const now = this.#clock.now();
    for (const objectId of this.#byObject.keys()) {
      const current = this.#earliestPendingEvent(objectId);
      if (current.length === 0) continue;
      this.#schedulePump(objectId, Math.min(...current.map((d) => d.nextAttemptAt ?? now)));
    }
  }

  #schedulePump(objectId: string, at: number): void {
    this.#clock.schedule(at, () => this.#pump(objectId));
  }

  /** Attempts every due delivery of the object's earliest unfinished event. */
  async #pump(objectId: string): Promise<void> {
    const current = this.#earliestPendingEvent(objectId);
    const now = this.#clock.now();
    const due = current.filter(
      (d) => d.nextAttemptAt !== null && d.nextAttemptAt <= now && !this.#inFlight.has(d.id),
    );
    await Promise.all(due.map((delivery) => this.#attempt(delivery)));
    const next = this.#earliestPendingEvent(objectId);
    if (next.length === 0 || next[0]?.eventSequence === current[0]?.eventSequence) return;
    // The earlier event is done: its successors go out now, in order.
    for (const delivery of next) delivery.nextAttemptAt = this.#clock.now();
    this.#store.changed();
    this.#schedulePump(objectId, this.#clock.now());
  }

  /** The pending deliveries of an object's earliest event not yet done; none when all are. */
  #earliestPendingEvent(objectId: string): Delivery[] {
    const pending = this.list({ objectId }).filter((d) => d.state === 'pending');
    const earliest = Math.min(...pending.map((d) => d.eventSequence));
    return pending.filter((d) => d.eventSequence === earliest);
  }

  /**
   * The private key that signs a delivery: the company's for the success callback, the
   * webhook's for a webhook; none once the merchant has deleted the webhook.
   */
  #signingKeyOf(delivery: Delivery): string | undefined {
    const { companyKeys, webhooks, payout } = this.#store.state;
    const { webhookId } = delivery;
    if (webhookId === null) return companyKeys.privateKeyPem;
    return (ownEntry(webhooks, webhookId) ?? ownEntry(payout.webhooks, webhookId))?.privateKeyPem;
  }

  async #attempt(delivery: Delivery): Promise<void> {
    const privateKeyPem = this.#signingKeyOf(delivery);
    if (privateKeyPem === undefined) {
      // The merchant deleted the webhook: what it had not yet received is no longer wanted.
      delivery.state = 'failed';
      delivery.nextAttemptAt = null;
      delivery.attempts.push({ at: this.#clock.now(), status: null, error: 'webhook deleted' });
      this.#settle(delivery);
      this.#store.changed();
      return;
    }
    this.#inFlight.add(delivery.id);
    const at = this.#clock.now();
    let status: number | null = null;
    let error: string | null = null;
    try {
      // Signed once, on the first attempt: an RSA signature is the largest cost of a delivery,
      // and made here it is made on the thread pool, away from the request that made the
      // event. PKCS#1 v1.5 signatures are deterministic, so the moment changes nothing.
      delivery.signature ??= await signBody(delivery.body, privateKeyPem, delivery.algorithm);
      status = await this.#poster.post(
        delivery.url,
        {
          ...delivery.headers,
          'Content-Type': 'application/json',
          [SIGNATURE_HEADER]: delivery.signature,
        },
        delivery.body,
        ATTEMPT_TIMEOUT_MS,
      );
      if (status < 200 || status > 299) error = `HTTP ${status}`;
    } catch (failure) {
      error = describeFailure(failure);
    } finally {
      this.#inFlight.delete(delivery.id);
    }
    delivery.attempts.push({ at, status, error });
    if (error === null) {
      delivery.state = 'delivered';
      delivery.nextAttemptAt = null;
      // Once per first delivery, at the configured rate: a receiver must take the same bytes twice.
      if (
        delivery.repeatOf === undefined &&
        this.#repeatRate > 0 &&
        Math.random() < this.#repeatRate
      ) {
        this.repeat(delivery.id);
      }
      this.#settle(delivery);
    } else {
      const retryAt = nextAttemptAt(
        delivery.createdAt,
        delivery.attempts.length,
        this.#clock.now(),
      );
      delivery.state = retryAt === null ? 'failed' : 'pending';
      delivery.nextAttemptAt = retryAt;
      if (retryAt !== null) this.#schedulePump(delivery.objectId, retryAt);
      else this.#settle(delivery);
    }
    this.#store.changed();
  }
}

/** Why an attempt got no answer, as the log says it: `connect ECONNREFUSED 127.0.0.1:4000`. */
function describeFailure(failure: unknown): string {
  if (!(failure instanceof Error)) return String(failure);
  const { code } = failure as NodeJS.ErrnoException;
  return code && !failure.message.includes(code) ? `${failure.message} (${code})` : failure.message;
}
