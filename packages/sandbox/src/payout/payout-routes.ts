import { type Context, Hono } from 'hono';
import type { SandboxCore } from '../core/sandbox-core.js';
import { GatewayHttpError } from '../core/errors.js';
import { methodNotAllowed, readJsonObject } from '../core/http.js';
import { findBankAccount, registerBankAccount } from './bank-accounts.js';
import { payoutAuth } from './payout-auth.js';
import { formatMyr, payoutPage } from './payout-fields.js';
import {
  createPayoutWebhook,
  deletePayoutWebhook,
  findPayoutWebhook,
  updatePayoutWebhook,
} from './payout-webhooks.js';
import { createSendInstruction, findSendInstruction } from './send-instructions.js';
import {
  accountView,
  approveSendLimit,
  findSendLimit,
  payoutAccount,
  requestSendLimitIncrease,
  resendApprovalRequests,
  sendLimitView,
} from './send-limits.js';

export { resumePayouts } from './send-instructions.js';

/** The payout service's paths, named in the answer to an unknown one. */
const PATHS = [
  '/send/accounts',
  '/send/send_limits',
  '/send/bank_accounts',
  '/send/send_instructions',
  '/webhooks',
];

/**
 * The payout service, under the sandbox's origin (its `sendBaseUrl`): the `/send/…` paths and
 * the payout webhooks at `/webhooks`, as the gateway's samples call them. All need the HMAC
 * authentication of {@link payoutAuth}, except the approval link of a send-limit increase, which
 * an approver opens from an e-mail.
 *
 * Paths never end in a slash. Lists answer `{results, meta: {pagination}}`, newest first, all on
 * one page. Ids are integers, times ISO 8601, amounts ringgit (`1.44`).
 */
export function payoutRoutes(core: SandboxCore): Hono {
  const app = new Hono();
  app.use('/send/*', payoutAuth(core));
  app.use('/webhooks', payoutAuth(core));
  app.use('/webhooks/*', payoutAuth(core));

  const page = (c: Context, results: unknown[]) => c.json(payoutPage(results));

  app.get('/send/accounts', (c) => page(c, [accountView(payoutAccount(core))]));
  app.all('/send/accounts', methodNotAllowed(['GET']));

  app.post('/send/send_limits', async (c) => {
    const body = await readJsonObject(c);
    return c.json(sendLimitView(core, requestSendLimitIncrease(core, body)), 201);
  });
  app.get('/send/send_limits', (c) =>
    page(
      c,
      Object.values(core.state.payout.sendLimits).map((stored) => sendLimitView(core, stored)),
    ),
  );
  app.all('/send/send_limits', methodNotAllowed(['GET', 'POST']));

  app.get('/send/send_limits/:id', (c) =>
    c.json(sendLimitView(core, findSendLimit(core, c.req.param('id')))),
  );
  app.all('/send/send_limits/:id', methodNotAllowed(['GET']));

  app.post('/send/send_limits/:id/resend_approval_requests', (c) =>
    c.json(resendApprovalRequests(findSendLimit(core, c.req.param('id')))),
  );
  app.all('/send/send_limits/:id/resend_approval_requests', methodNotAllowed(['POST']));

  /**
   * The approval link (the Approve button of the e-mail a real approver gets). A GET, exempt
   * from the HMAC authentication, authorised by its unguessable token. Answers a small HTML
   * confirmation, or the send limit as JSON when the client accepts only JSON.
   */
  app.get('/send/send_limits/:id/approve', (c) => {
    const stored = findSendLimit(core, c.req.param('id'));
    // A link checker's HEAD must not approve anything.
    if (c.req.method === 'HEAD') return c.body(null, 200);
    const approvedNow = approveSendLimit(core, stored, c.req.query('token'));
    const accept = c.req.header('accept') ?? '';
    if (accept.includes('application/json') && !accept.includes('text/html')) {
      return c.json(sendLimitView(core, stored));
    }
    const { id } = stored.sendLimit;
    const amount = formatMyr(stored.amountCents);
    const heading = approvedNow ? 'Send limit increase approved' : 'Already approved';
    const text = approvedNow
      ? `${amount} now counts towards the send limit of the payout account.`
      : `This increase of ${amount} was approved before; nothing changed.`;
    return c.html(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${heading}</title></head>` +
        `<body><main><h1>${heading}</h1><p>${escapeHtml(text)}</p>` +
        `<p><small>Send limit ${id} · checkout sandbox</small></p></main></body></html>`,
    );
  });
  app.all('/send/send_limits/:id/approve', methodNotAllowed(['GET']));

  app.post('/send/bank_accounts', async (c) => {
    const body = await readJsonObject(c);
    return c.json(registerBankAccount(core, body), 200);
  });
  app.get('/send/bank_accounts', (c) => page(c, Object.values(core.state.payout.bankAccounts)));
  app.all('/send/bank_accounts', methodNotAllowed(['GET', 'POST']));

  app.get('/send/bank_accounts/:id', (c) => c.json(findBankAccount(core, c.req.param('id'))));
  app.all('/send/bank_accounts/:id', methodNotAllowed(['GET']));

  app.post('/send/send_instructions', async (c) => {
    const body = await readJsonObject(c);
    // From here on nothing awaits: the limit is checked and reserved in one step.
    return c.json(createSendInstruction(core, body).instruction, 201);
  });
  app.get('/send/send_instructions', (c) =>
    page(
      c,
      Object.values(core.state.payout.sendInstructions).map(({ instruction }) => instruction),
    ),
  );
  app.all('/send/send_instructions', methodNotAllowed(['GET', 'POST']));

  app.get('/send/send_instructions/:id', (c) =>
    c.json(findSendInstruction(core, c.req.param('id')).instruction),
  );
  app.all('/send/send_instructions/:id', methodNotAllowed(['GET']));

  app.post('/webhooks', async (c) =>
    c.json(createPayoutWebhook(core, await readJsonObject(c)), 201),
  );
  app.get('/webhooks', (c) =>
    page(
      c,
      Object.values(core.state.payout.webhooks).map(({ webhook }) => webhook),
    ),
  );
  app.all('/webhooks', methodNotAllowed(['GET', 'POST']));
  app.get('/webhooks/:id', (c) => c.json(findPayoutWebhook(core, c.req.param('id'))));
  app.patch('/webhooks/:id', async (c) =>
    c.json(updatePayoutWebhook(core, c.req.param('id'), await readJsonObject(c))),
  );
  app.delete('/webhooks/:id', (c) => c.json(deletePayoutWebhook(core, c.req.param('id'))));
  app.all('/webhooks/:id', methodNotAllowed(['GET', 'PATCH', 'DELETE']));

  const unknown = (c: Context) => {
    const slash = c.req.path.endsWith('/') ? ' Payout paths do not end in a slash.' : '';
    throw GatewayHttpError.general(
      404,
      'not_found',
      `Nothing at ${c.req.method} ${c.req.path}; the payout service has ${PATHS.join(', ')}.${slash}`,
    );
  };
  app.all('/send/*', unknown);
  app.all('/webhooks/*', unknown);

  return app;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
