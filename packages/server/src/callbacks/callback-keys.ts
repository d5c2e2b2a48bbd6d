import { CheckoutError } from '../errors.js';
import {
  type SignatureAlgorithm,
  isRsaPublicKeyPem,
  verifySignature,
} from '../signature/verify-signature.js';
import type { CallbackSource } from './callback-event.js';

/** A webhook's public key (`Webhook.public_key`), with what the handler should know of it. */
export interface WebhookPublicKey {
  /** The PEM of `Webhook.public_key`. */
  publicKey: string;
  /**
   * The one digest its deliveries use. Default: both are tried (SHA-256 for purchase events,
   * SHA-512 for payout events; a webhook subscribed to all events gets both kinds).
   */
  algorithm?: SignatureAlgorithm;
  /** Passed on as `event.webhookId`, e.g. `Webhook.id`. */
  webhookId?: string;
}

/** A webhook key: its PEM alone, or with options. */
export type WebhookPublicKeyInput = string | WebhookPublicKey;

/** Where a key failed to come from, for `onError`. */
export type KeyStage = 'public_key' | 'webhook_keys';

/**
 * Where the keys that verify deliveries come from: given, or fetched and fetched again. Options
 * of `createCallbackHandler` too.
 */
export interface CallbackKeySources {
  /** The company public key (PEM) that verifies success callbacks. */
  publicKey?: string;
  /**
   * Gives the company public key, cached, and refetches it when asked (`refresh: true`), as
   * `CheckoutClient#getPublicKey` does: `getPublicKey: (o) => client.getPublicKey(o)`. Used
   * instead of `publicKey`; with it, a rotated key is picked up by itself.
   */
  getPublicKey?: (options?: { refresh?: boolean }) => Promise<string>;
  /** Public keys of the webhooks that deliver here (`Webhook.public_key`). */
  webhookPublicKeys?: readonly WebhookPublicKeyInput[];
  /**
   * Gives the webhook keys (for example from `listWebhooks`); called once, and again with
   * `refresh: true` when no key verifies a delivery (a webhook created since), rate-limited.
   */
  getWebhookPublicKeys?: (options: {
    refresh: boolean;
  }) => Promise<readonly WebhookPublicKeyInput[]>;
}

/** The keys a {@link CallbackKeyring} checks signatures with, and how to (re)load them. */
export interface KeyringOptions extends CallbackKeySources {
  keyRefreshIntervalMs: number;
  /** How long a key replaced by a fetch still verifies, in ms. */
  previousKeyGraceMs: number;
  now: () => number;
  report: (error: unknown, stage: KeyStage) => void;
}

/**
 * Default of {@link KeyringOptions.previousKeyGraceMs}: the gateway retries a delivery for 36
 * hours, each retry signed as it was the first time, so a key rotated away must verify the
 * deliveries it signed for that long.
 */
export const DEFAULT_PREVIOUS_KEY_GRACE_MS = 36 * 60 * 60 * 1000;

/** What verified a delivery. */
export interface Verified {
  ok: true;
  source: CallbackSource;
  algorithm: SignatureAlgorithm;
  webhookId: string | undefined;
}

/**
 * Not verified: `invalid` when no key we have verifies it, `unavailable` when a key source could
 * not be read, so a genuine delivery may have been refused (the gateway should retry).
 */
export interface NotVerified {
  ok: false;
  reason: 'invalid' | 'unavailable';
}

interface Candidate {
  pem: string;
  algorithms: readonly SignatureAlgorithm[];
  source: CallbackSource;
  webhookId: string | undefined;
}

interface Loaded {
  candidates: Candidate[];
  failed: boolean;
}

/**
 * The company key and the webhook keys a callback handler verifies with, and their rotation:
 * when no key verifies a delivery, the keys are fetched again (`refresh: true`) and the delivery
 * is checked once more with the new ones; at most one refetch per delivery, at most one per
 * `keyRefreshIntervalMs` for the whole handler (concurrent deliveries share it), and after a
 * failed fetch of the company key none before that interval, so forged requests cannot make the
 * handler hammer the gateway.
 *
 * A key that a fetch replaces is not dropped at once: deliveries signed before the rotation are
 * retried, with their first signature, for the gateway's retry window, so the previous key still
 * verifies for `previousKeyGraceMs` after it was replaced. Only keys the sources gave are kept
 * so: a key nobody gave never verifies.
 */
export class CallbackKeyring {
  #lastRefreshAt = Number.NEGATIVE_INFINITY;
  #companyFailedAt = Number.NEGATIVE_INFINITY;
  /** The last company key the source gave: kept through failed fetches, so that it still verifies. */
  #knownCompanyPem: string | undefined;
  #refreshing: Promise<Loaded> | null = null;
  #webhookKeys: Promise<Loaded> | null = null;
  /** Keys replaced by a fetch, each verifying until its `until` (clock ms). */
  #retired: { candidate: Candidate; until: number }[] = [];

  readonly #options: KeyringOptions;

  constructor(options: KeyringOptions) {
    this.#options = options;
  }

  /** Whether a key source can be fetched again. */
  get canRefresh(): boolean {
    return Boolean(this.#options.getPublicKey || this.#options.getWebhookPublicKeys);
  }

  /**
   * Verifies a signature with every key (company key first), refetching the keys once if none
   * verifies. `preferred` orders the digests tried with webhook keys.
   */
  async verify(
    raw: Uint8Array,
    signature: string,
    preferred: readonly SignatureAlgorithm[],
  ): Promise<Verified | NotVerified> {
    const tried = new Set<string>();
    const attempt = (candidates: readonly Candidate[]): Verified | null => {
      for (const candidate of candidates) {
        const algorithms = preferred.filter((a) => candidate.algorithms.includes(a));
        for (const algorithm of algorithms) {
          const id = `${algorithm}\n${candidate.pem}`;
          if (tried.has(id)) continue;
          tried.add(id);
          if (verifySignature(raw, signature, candidate.pem, algorithm)) {
            return {
              ok: true,
              source: candidate.source,
              algorithm,
              webhookId: candidate.webhookId,
            };
          }
        }
      }
      return null;
    };

    const [company, webhooks] = await Promise.all([
      this.#companyKey(false),
      this.#loadWebhookKeys(),
    ]);
    const first = attempt([
      ...company.candidates,
      ...this.#staticWebhookKeys(),
      ...webhooks.candidates,
      ...this.#retiredCandidates(),
    ]);
    if (first) return first;
    let failed = company.failed || webhooks.failed;

    const refreshed = this.canRefresh ? await this.#refresh() : null;
    if (refreshed) {
      const second = attempt(refreshed.candidates);
      if (second) return second;
      failed = refreshed.failed;
    }
    return { ok: false, reason: failed ? 'unavailable' : 'invalid' };
  }

  /** The company key: the configured one, or the resolver's (cached by it, e.g. `CheckoutClient`). */
  async #companyKey(refresh: boolean): Promise<Loaded> {
    const { publicKey, getPublicKey } = this.#options;
    if (publicKey !== undefined) {
      return { candidates: refresh ? [] : [company(publicKey)], failed: false };
    }
    if (!getPublicKey) return { candidates: [], failed: false };
    // After a failed fetch, wait out the interval before trying again: while the gateway is
    // unreachable, forged requests must not turn into one fetch each.
    if (
      !refresh &&
      this.#options.now() - this.#companyFailedAt < this.#options.keyRefreshIntervalMs
    ) {
      return { candidates: this.#knownCompanyCandidates(), failed: true };
    }
    try {
      const pem = await getPublicKey({ refresh });
      if (!isRsaPublicKeyPem(pem)) {
        throw new CheckoutError(
          'getPublicKey did not give an RSA public key in PEM: success callbacks cannot be verified.',
        );
      }
      this.#companyFailedAt = Number.NEGATIVE_INFINITY;
      if (this.#knownCompanyPem !== undefined && this.#knownCompanyPem !== pem) {
        this.#retire([company(this.#knownCompanyPem)]);
      }
      this.#knownCompanyPem = pem;
      return { candidates: [company(pem)], failed: false };
    } catch (error) {
      this.#options.report(error, 'public_key');
      // A failed refetch (a forged request may cause one while the gateway is briefly down)
      // leaves the key we had in use; the refetches themselves are rate-limited already.
      if (!refresh) this.#companyFailedAt = this.#options.now();
      return { candidates: this.#knownCompanyCandidates(), failed: true };
    }
  }

  /** Keeps replaced keys verifying for the grace period. */
  #retire(candidates: readonly Candidate[]): void {
    const until = this.#options.now() + this.#options.previousKeyGraceMs;
    for (const candidate of candidates) this.#retired.push({ candidate, until });
  }

  /** The replaced keys still within their grace period (the others are forgotten). */
  #retiredCandidates(): Candidate[] {
    const now = this.#options.now();
    this.#retired = this.#retired.filter(({ until }) => until > now);
    return this.#retired.map(({ candidate }) => candidate);
  }

  #knownCompanyCandidates(): Candidate[] {
    return this.#knownCompanyPem === undefined ? [] : [company(this.#knownCompanyPem)];
  }

  #staticWebhookKeys(): Candidate[] {
    return (this.#options.webhookPublicKeys ?? []).map(webhook);
  }

  /** The resolver's webhook keys, loaded once and kept; later loads happen only in a refresh. */
  #loadWebhookKeys(): Promise<Loaded> {
    if (!this.#options.getWebhookPublicKeys)
      return Promise.resolve({ candidates: [], failed: false });
    this.#webhookKeys ??= this.#fetchWebhookKeys(false);
    return this.#webhookKeys;
  }

  async #fetchWebhookKeys(refresh: boolean): Promise<Loaded> {
    const resolve = this.#options.getWebhookPublicKeys;
    if (!resolve) return { candidates: [], failed: false };
    try {
      const keys = await resolve({ refresh });
      if (!Array.isArray(keys))
        throw new CheckoutError('getWebhookPublicKeys must give an array of keys.');
      const candidates = keys.map(webhook);
      const unusable = candidates.filter((candidate) => !isRsaPublicKeyPem(candidate.pem)).length;
      if (unusable > 0) {
        this.#options.report(
          new CheckoutError(
            `getWebhookPublicKeys gave ${unusable} key(s) that are not RSA public keys in PEM; deliveries they sign cannot be verified.`,
          ),
          'webhook_keys',
        );
      }
      return { candidates, failed: false };
    } catch (error) {
      this.#options.report(error, 'webhook_keys');
      return { candidates: [], failed: true };
    }
  }

  /**
   * Fetches every key source again, unless a refetch started less than `keyRefreshIntervalMs`
   * ago (`null` then); concurrent callers share one refetch in flight.
   */
  #refresh(): Promise<Loaded> | null {
    if (this.#refreshing) return this.#refreshing;
    const now = this.#options.now();
    if (now - this.#lastRefreshAt < this.#options.keyRefreshIntervalMs) return null;
    this.#lastRefreshAt = now;
    const run = async (): Promise<Loaded> => {
      const webhookKeys = this.#options.getWebhookPublicKeys ? this.#fetchWebhookKeys(true) : null;
      const [company, webhooks] = await Promise.all([
        this.#options.getPublicKey ? this.#companyKey(true) : { candidates: [], failed: false },
        webhookKeys ?? { candidates: [], failed: false },
      ]);
      // A failed refetch keeps the keys we had; a successful one replaces them, and the keys it
      // no longer gives verify for the grace period.
      if (webhookKeys && !webhooks.failed) {
        const previous = this.#webhookKeys ? (await this.#webhookKeys).candidates : [];
        const kept = new Set(webhooks.candidates.map((candidate) => candidate.pem));
        this.#retire(previous.filter((candidate) => !kept.has(candidate.pem)));
        this.#webhookKeys = webhookKeys;
      }
      return {
        candidates: [...company.candidates, ...this.#staticWebhookKeys(), ...webhooks.candidates],
        failed: company.failed || webhooks.failed,
      };
    };
    this.#refreshing = run().finally(() => {
      this.#refreshing = null;
    });
    return this.#refreshing;
  }
}

function company(pem: string): Candidate {
  return { pem, algorithms: ['sha256'], source: 'success_callback', webhookId: undefined };
}

function webhook(key: WebhookPublicKeyInput): Candidate {
  if (typeof key === 'string') {
    return { pem: key, algorithms: ['sha256', 'sha512'], source: 'webhook', webhookId: undefined };
  }
  return {
    pem: key.publicKey,
    algorithms: key.algorithm ? [key.algorithm] : ['sha256', 'sha512'],
    source: 'webhook',
    webhookId: key.webhookId,
  };
}
