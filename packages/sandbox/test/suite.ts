/**
 * Every Node test file of this package, run in one process by `pnpm test` (the reason is in
 * `test/one-process.ts` at the repository's root). One file alone:
 * `tsx --conditions=@checkout-kit/source --test test/<file>.test.ts`.
 */
import { importTestFiles } from '../../../test/one-process.js';

await importTestFiles(new URL('.', import.meta.url));
