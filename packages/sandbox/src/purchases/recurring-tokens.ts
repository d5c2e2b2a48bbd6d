import { randomUUID } from 'node:crypto';
import type { SandboxCore } from '../core/sandbox-core.js';
import type { StoredPurchase } from '../core/state.js';
import { addAttempt } from './attempts.js';

/* Recurring tokens: a paid purchase saved for later charges, and its deletion. */

/** Makes the purchase a recurring token and files it under its client. */
export function saveRecurringToken(core: SandboxCore, stored: StoredPurchase): void {
  const { purchase } = stored;
  purchase.is_recurring_token = true;
  const clientId = purchase.client_id ?? createClientFrom(core, stored);
  purchase.client_id = clientId;
  const now = core.clock.nowSeconds();
  const id = randomUUID();
  core.state.recurringTokens[id] = {
    id,
    type: 'client_recurring_token',
    client_id: clientId,
    recurring_token: purchase.id,
    payment_method: purchase.transaction_data.payment_method,
    description: stored.card
      ? `${stored.card.brand} •••• ${stored.card.last4}`
      : purchase.transaction_data.payment_method,
    created_on: now,
    updated_on: now,
  };
  core.changed(stored);
}

function createClientFrom(core: SandboxCore, stored: StoredPurchase): string {
  const id = randomUUID();
  const now = core.clock.nowSeconds();
  core.state.clients[id] = {
    ...stored.purchase.client,
    id,
    type: 'client',
    created_on: now,
    updated_on: now,
  };
  return id;
}

export function completeTokenDeletion(core: SandboxCore, stored: StoredPurchase): void {
  const { purchase } = stored;
  purchase.is_recurring_token = false;
  purchase.updated_on = core.clock.nowSeconds();
  addAttempt(
    core,
    stored,
    'delete_recurring_token',
    purchase.transaction_data.payment_method,
    purchase.transaction_data.extra,
    null,
  );
  core.state.recurringTokens = Object.fromEntries(
    Object.entries(core.state.recurringTokens).filter(
      ([, token]) => token.recurring_token !== purchase.id,
    ),
  );
  core.changed(stored);
  core.deliveries.emit('purchase.recurring_token_deleted', purchase, { successCallback: false });
}
