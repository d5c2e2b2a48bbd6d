import {
  type Purchase,
  type FieldIssue,
  type KnownGatewayErrorCode,
  isRecord,
} from '@checkout-kit/protocol';

/**
 * Sandbox scenarios: how a merchant asks the sandbox for the gateway's rarer paths, per
 * purchase, with a value in `purchase.metadata` (a field the gateway stores and returns
 * untouched, so the same creation body works against the real gateway):
 *
 * - `slow`: the acquirer is slow. Every action on the purchase first answers with its
 *   `pending_*` status (a payment `pending_execute`, a capture `pending_capture`, a release
 *   `pending_release`, a charge `pending_charge`, a refund `pending_refund`; a recurring-token
 *   deletion answers 200 with `purchase.pending_recurring_token_delete`) and completes
 *   {@link SLOW_ACTION_MS} later on the sandbox clock, with the events and callbacks of the
 *   fast path.
 * - `blocked`: fraud scoring stops every payment attempt that would otherwise go through:
 *   status `blocked`, an unsuccessful attempt with the code {@link BLOCKED_ERROR_CODE}, and
 *   `purchase.payment_failure`.
 *
 * @example
 * // POST /purchases/
 * { "purchase": { "products": [...], "metadata": { "sandbox_scenario": "slow" } }, ... }
 */
export const SANDBOX_SCENARIOS = ['slow', 'blocked'] as const;

/** A sandbox scenario of a purchase. */
export type SandboxScenario = (typeof SANDBOX_SCENARIOS)[number];

/** The key of `purchase.metadata` that names the scenario. */
export const SCENARIO_KEY = 'sandbox_scenario';

/** Where the scenario sits in the creation body, as a path of keys. */
const SCENARIO_PATH = ['purchase', 'metadata', SCENARIO_KEY] as const;

/** How long a slow action stays pending, on the sandbox clock. */
export const SLOW_ACTION_MS = 60_000;

/** The error code of an attempt stopped by the `blocked` scenario. */
export const BLOCKED_ERROR_CODE = 'blocked_by_fraud_scoring' satisfies KnownGatewayErrorCode;

function isScenario(value: unknown): value is SandboxScenario {
  return (SANDBOX_SCENARIOS as readonly unknown[]).includes(value);
}

/**
 * Checks the scenario of a raw creation body: absent (or `null`) means none; anything else
 * must be one of {@link SANDBOX_SCENARIOS}. Returns the issue to report, if any, so that it
 * comes in one 400 with the body's other problems. A `purchase` or `metadata` that is not an
 * object is left to the body's own rules.
 */
export function checkScenario(raw: Record<string, unknown>): FieldIssue[] {
  const details = raw.purchase;
  if (!isRecord(details) || !isRecord(details.metadata)) return [];
  const value = details.metadata[SCENARIO_KEY];
  if (value === undefined || value === null || isScenario(value)) return [];
  const allowed = SANDBOX_SCENARIOS.map((name) => `"${name}"`).join(', ');
  return [
    {
      path: SCENARIO_PATH,
      code: 'invalid_choice',
      message: `${SCENARIO_PATH.join('.')} must be one of ${allowed} (a sandbox test scenario), or left out for the normal path.`,
    },
  ];
}

/** The scenario a purchase was created with, or `null` for the normal path. */
export function scenarioOf(purchase: Purchase): SandboxScenario | null {
  const value = purchase.purchase.metadata?.[SCENARIO_KEY];
  return isScenario(value) ? value : null;
}
