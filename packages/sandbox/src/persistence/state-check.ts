import { randomBytes, randomUUID } from 'node:crypto';
import { isRecord } from '@checkout-kit/protocol';
import { generateKeyPair } from '../core/keys.js';
import { StateFileError } from './state-file.js';
import type { SandboxState } from '../core/state.js';

/** A fresh sandbox: new ids, keys and credentials, nothing else. */
export function freshState(): SandboxState {
  return {
    version: 1,
    companyId: randomUUID(),
    brandId: randomUUID(),
    apiKey: `test_${randomBytes(24).toString('base64url')}`,
    companyKeys: generateKeyPair(),
    clients: {},
    recurringTokens: {},
    companyStatements: {},
    billingTemplates: {},
    billingTemplateClients: {},
    webhooks: {},
    deliveries: {},
    eventSequence: 0,
    purchaseSequence: 0,
    payout: {
      apiKey: `send_test_${randomBytes(18).toString('base64url')}`,
      apiSecret: randomBytes(32).toString('hex'),
      lastId: 0,
      accounts: [],
      bankAccounts: {},
      sendInstructions: {},
      sendLimits: {},
      webhooks: {},
    },
  };
}

/**
 * The state read from a data file, once checked: refused with a {@link StateFileError} naming
 * the file and what is wrong when the sandbox could not serve from it (a file edited by hand).
 * `purchases` is how many purchases the file holds, beside the state.
 */
export function checkState(state: unknown, file: string, purchases: number): SandboxState {
  if ((state as Partial<SandboxState> | null)?.version !== 1) {
    throw new StateFileError(file, 'is not a version 1 sandbox state.');
  }
  const loaded = state as SandboxState;
  // Purchases are kept apart from the state (read from a JSON file, they were moved out).
  Reflect.deleteProperty(loaded, 'purchases');
  for (const name of ENTRY_COLLECTIONS) {
    (loaded as unknown as Record<string, unknown>)[name] = checkedEntries(loaded[name], name, file);
  }
  // Files written before the counter existed number on from their purchases.
  loaded.purchaseSequence ??= purchases;
  loaded.eventSequence ??= eventSequenceAfter(loaded);
  // Payout objects written before the live shapes (string ids, cents) cannot be read as them:
  // the payout side starts afresh, keeping its credentials.
  if (typeof (loaded.payout as Partial<SandboxState['payout']>).lastId !== 'number') {
    const { apiKey, apiSecret } = loaded.payout;
    loaded.payout = { ...freshState().payout, apiKey, apiSecret };
  }
  const { payout } = loaded as unknown as { payout: Record<string, unknown> };
  for (const name of PAYOUT_ENTRY_COLLECTIONS) {
    payout[name] = checkedEntries(payout[name], `payout.${name}`, file);
  }
  return loaded;
}

/**
 * For files written with a count of events per object: a sequence after every event counted,
 * so that the deliveries still pending keep their order.
 */
function eventSequenceAfter(loaded: SandboxState): number {
  const legacy = loaded as SandboxState & { eventCounters?: Record<string, unknown> };
  const counts = Object.values(legacy.eventCounters ?? {}).filter(Number.isInteger) as number[];
  delete legacy.eventCounters;
  const sequences = Object.values(loaded.deliveries)
    .map((d) => d.eventSequence + 1)
    .filter(Number.isInteger);
  return Math.max(0, ...counts, ...sequences);
}

/** The state's collections of objects by id: each must be one, and each entry an object. */
const ENTRY_COLLECTIONS = [
  'clients',
  'recurringTokens',
  'companyStatements',
  'billingTemplates',
  'billingTemplateClients',
  'webhooks',
  'deliveries',
] as const;

/** The same, on the payout side. */
const PAYOUT_ENTRY_COLLECTIONS = [
  'bankAccounts',
  'sendInstructions',
  'sendLimits',
  'webhooks',
] as const;

/**
 * A collection of the data file, refused when the sandbox could not serve from it (a file
 * edited by hand), naming the file and the entry, before anything starts. One the file does
 * not hold at all is empty.
 */
function checkedEntries(collection: unknown, name: string, file: string): object {
  if (collection === undefined) return {};
  if (!isRecord(collection)) {
    throw new StateFileError(file, `holds ${name} that is not an object of entries by id.`);
  }
  for (const id of Object.keys(collection)) {
    if (!isRecord(collection[id])) {
      throw new StateFileError(
        file,
        `holds ${name}[${JSON.stringify(id)}], which is not an object.`,
      );
    }
  }
  return collection;
}
