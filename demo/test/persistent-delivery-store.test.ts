import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe } from 'node:test';
import { deliveryStoreContract } from '../../test/fixtures/delivery-store-contract.js';
import { PersistentDeliveryStore } from '../server/callbacks/persistent-delivery-store.js';
import { DataFile } from '../server/data-file.js';

describe("the demo's PersistentDeliveryStore", () => {
  const folders: string[] = [];
  after(async () => {
    await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
  });

  deliveryStoreContract(() => {
    let now = 0;
    let store: Promise<PersistentDeliveryStore> | undefined;
    return {
      // One server holds one store, in its data file: made again, it is that store.
      make: (claimTtlMs) =>
        (store ??= (async () => {
          const folder = await mkdtemp(join(tmpdir(), 'demo-deliveries-'));
          folders.push(folder);
          const dataFile = await DataFile.open(join(folder, 'orders.json'));
          return new PersistentDeliveryStore(dataFile, { claimTtlMs, now: () => now });
        })()),
      pass: async (ms) => void (now += ms),
    };
  });
});
