import { randomUUID } from 'node:crypto';
import type { KnownPurchaseStatus } from '@checkout-kit/protocol';
import type { SandboxCore } from '../core/sandbox-core.js';
import type { PendingAction, StoredPurchase } from '../core/state.js';
import { completeCapture, completeRelease } from './holds.js';
import { recordPayment } from './payments.js';
import { completeTokenDeletion } from './recurring-tokens.js';
import { completeRefund } from './refunds.js';
import { SLOW_ACTION_MS, scenarioOf } from './scenarios.js';
import { setStatus } from './transitions.js';

/*
 * The `slow` scenario: an action first moves the purchase to its `pending_*` status, then
 * completes on the sandbox clock exactly as its fast path would have. Pending actions are part
 * of the saved state, so a restarted sandbox arms them again.
 */

/** Whether the purchase was created with the `slow` scenario. */
export function isSlow(stored: StoredPurchase): boolean {
  return scenarioOf(stored.purchase) === 'slow';
}

/** The `pending_*` status of each slow action. */
const PENDING_STATUS = {
  execute: 'pending_execute',
  charge: 'pending_charge',
  capture: 'pending_capture',
  release: 'pending_release',
  refund: 'pending_refund',
} as const satisfies Record<PendingAction['action'], KnownPurchaseStatus>;

/** A new pending action's identity and completion moment. */
export function pendingBase(core: SandboxCore): { id: string; completeAt: number } {
  return { id: randomUUID(), completeAt: core.clock.now() + SLOW_ACTION_MS };
}

/**
 * Moves the purchase to the action's `pending_*` status, emits `purchase.<that status>` (the
 * live names of samples 05, 09, 11 and 15; `purchase.pending_charge` is the sandbox's guess),
 * and arms its completion.
 */
export function startPending(
  core: SandboxCore,
  stored: StoredPurchase,
  pending: PendingAction,
): void {
  stored.pending = pending;
  const related = pending.action === 'refund' ? { type: 'payment', id: pending.refundId } : null;
  const status = PENDING_STATUS[pending.action];
  setStatus(core, stored, status, related);
  core.deliveries.emit(`purchase.${status}`, stored.purchase, { successCallback: false });
  schedulePending(core, stored, pending);
}

function schedulePending(core: SandboxCore, stored: StoredPurchase, pending: PendingAction): void {
  const purchaseId = stored.purchase.id;
  core.clock.schedule(pending.completeAt, () => {
    const current = core.purchases.get(purchaseId);
    if (current) completePending(core, current, pending.id);
  });
}

/**
 * Completes a slow action exactly as its fast path would have, with the same events and
 * callbacks. Does nothing when that action is no longer pending, so arming twice is harmless.
 */
function completePending(core: SandboxCore, stored: StoredPurchase, id: string): void {
  const pending = stored.pending;
  if (!pending || pending.id !== id) return;
  stored.pending = null;
  switch (pending.action) {
    case 'execute':
    case 'charge':
      recordPayment(core, stored, pending.payment);
      return;
    case 'capture':
      completeCapture(core, stored, pending.amount);
      return;
    case 'release':
      completeRelease(core, stored);
      return;
    case 'refund':
      completeRefund(core, stored, pending.amount, pending.refundId);
      return;
  }
}

/**
 * Arms the completion of a slow recurring-token deletion. It completes only while that same
 * deletion (the same moment) is still pending on the purchase.
 */
export function scheduleTokenDeletion(
  core: SandboxCore,
  stored: StoredPurchase,
  pending: { completeAt: number },
): void {
  const purchaseId = stored.purchase.id;
  core.clock.schedule(pending.completeAt, () => {
    const current = core.purchases.get(purchaseId);
    if (current?.pendingTokenDeletion?.completeAt !== pending.completeAt) return;
    current.pendingTokenDeletion = null;
    completeTokenDeletion(core, current);
  });
}

/**
 * After a restart (state read from a data file): arms again the completion of the purchase's
 * slow action or token deletion, if one is still pending. One whose time has passed completes at
 * once. `startSandbox` calls this for each purchase once the core exists.
 */
export function resumePendingActions(core: SandboxCore, stored: StoredPurchase): void {
  if (stored.pending) schedulePending(core, stored, stored.pending);
  if (stored.pendingTokenDeletion) scheduleTokenDeletion(core, stored, stored.pendingTokenDeletion);
}
