import { randomBytes, randomUUID } from 'node:crypto';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { generateKeyPair } from './keys.js';
import type { SandboxState } from './state.js';

/** A fresh sandbox: new ids, keys and credentials, nothing else. */
export function freshState(): SandboxState {
  return {
    version: 1,
    companyId: randomUUID(),
    brandId: randomUUID(),
    apiKey: `test_${randomBytes(24).toString('base64url')}`,
    companyKeys: generateKeyPair(),
    purchases: {},
    clients: {},
    recurringTokens: {},
    webhooks: {},
    deliveries: {},
    eventCounters: {},
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
 * Holds the sandbox state in memory and, with a data file, keeps it on disk: every change is
 * written soon after it happens (changes in one tick share one write), atomically (a temporary
 * file renamed over the old one), so a restart or a crash mid-write loses nothing committed.
 */
export class SandboxStore {
  private writeScheduled = false;
  private writing: Promise<void> = Promise.resolve();

  private constructor(
    readonly state: SandboxState,
    private readonly file: string | undefined,
  ) {}

  /** Opens the data file, or starts fresh when there is none (or no file is given). */
  static async open(file?: string): Promise<SandboxStore> {
    if (!file) return new SandboxStore(freshState(), undefined);
    let text: string | undefined;
    try {
      text = await readFile(file, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
    const state = text === undefined ? freshState() : parseState(text, file);
    const store = new SandboxStore(state, file);
    store.changed();
    await store.flush();
    return store;
  }

  /** Marks the state as changed: it is written to the data file on the next tick. */
  changed(): void {
    if (!this.file || this.writeScheduled) return;
    this.writeScheduled = true;
    setImmediate(() => {
      this.writeScheduled = false;
      this.writing = this.writing.then(() => this.write());
    });
  }

  /** Waits until every change so far is on disk. */
  async flush(): Promise<void> {
    if (this.writeScheduled) {
      this.writeScheduled = false;
      this.writing = this.writing.then(() => this.write());
    }
    await this.writing;
  }

  private async write(): Promise<void> {
    if (!this.file) return;
    const temporary = `${this.file}.${process.pid}.tmp`;
    await writeFile(temporary, JSON.stringify(this.state), { mode: 0o600 });
    await rename(temporary, this.file);
  }
}

function parseState(text: string, file: string): SandboxState {
  let state: unknown;
  try {
    state = JSON.parse(text);
  } catch (error) {
    throw new Error(
      `The sandbox data file ${file} is not valid JSON: ${(error as Error).message}`,
      {
        cause: error,
      },
    );
  }
  if ((state as Partial<SandboxState> | null)?.version !== 1) {
    throw new Error(`The sandbox data file ${file} is not a version 1 sandbox state.`);
  }
  const loaded = state as SandboxState;
  // Files written before the counter existed number on from their purchases.
  loaded.purchaseSequence ??= Object.keys(loaded.purchases).length;
  // Payout objects written before the live shapes (string ids, cents) cannot be read as them:
  // the payout side starts afresh, keeping its credentials.
  if (typeof (loaded.payout as Partial<SandboxState['payout']>).lastId !== 'number') {
    const { apiKey, apiSecret } = loaded.payout;
    loaded.payout = { ...freshState().payout, apiKey, apiSecret };
  }
  return loaded;
}
