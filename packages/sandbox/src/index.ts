/**
 * @checkout-kit/sandbox: a stateful local emulator of the whole gateway in test mode.
 * @packageDocumentation
 */
export { type Sandbox, type SandboxOptions, startSandbox } from './start.js';
export type { Durability } from './persistence/store.js';
export { DataFileInUseError } from './persistence/data-file-lock.js';
export { type DataFileContents, readDataFile } from './persistence/data-file-contents.js';
export type { Delivery, DeliveryAttempt } from './core/state.js';
export {
  BLOCKED_ERROR_CODE,
  SANDBOX_SCENARIOS,
  SCENARIO_KEY,
  SLOW_ACTION_MS,
  type SandboxScenario,
} from './purchases/scenarios.js';
export {
  DECLINE_TEST_CARDS,
  type DeclineError,
  type DeclineTestCard,
} from './payments/decline-cards.js';
