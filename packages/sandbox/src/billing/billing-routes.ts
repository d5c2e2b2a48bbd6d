import { getConnInfo } from '@hono/node-server/conninfo';
import { isRecord } from '@checkout-kit/protocol';
import { Hono } from 'hono';
import { payerIp } from '../collection/purchase-routes.js';
import type { SandboxCore } from '../core/sandbox-core.js';
import { GatewayHttpError, type SandboxErrorBody } from '../core/errors.js';
import { methodNotAllowed, readJsonObject } from '../core/http.js';
import { renamedBody } from './renamed-fields.js';
import { dueOf, makeTemplatePurchase } from './template-purchases.js';
import {
  type SubscriberSettings,
  checkedSubscriberBody,
  checkedTemplateBody,
} from './template-rules.js';

/*
 * `POST /billing/`, which the interface description does not show: "Send an invoice to one or
 * several clients" (chip-php-sdk v1.1.3 `lib/Traits/Api/Billing.php:14-22`, the body a
 * `BillingTemplate` with its `clients`; the answer is not mapped to any model, and 2.x types it
 * `array|stdClass`). The sandbox answers 201 with the purchases made, one per client in the
 * order given (its guess at the answer), each made as `send_invoice/` makes one, and keeps no
 * template.
 */

/** `POST /billing/`: every client's body is checked before any purchase is made. */
export function billingRoutes(core: SandboxCore): Hono {
  const app = new Hono({ strict: false });

  app.post('/billing/', async (c) => {
    const body = await readJsonObject(c);
    const template = checkedTemplateBody(core, body, { forBilling: true });
    if (template.is_subscription) {
      throw GatewayHttpError.field(
        'is_subscription',
        'invalid',
        'is_subscription must be false here: billing/ sends invoices; a subscription is a billing template with add_subscriber/.',
      );
    }
    const { clients } = body;
    if (!Array.isArray(clients) || clients.length === 0) {
      throw GatewayHttpError.field(
        'clients',
        clients === undefined ? 'required' : Array.isArray(clients) ? 'empty' : 'invalid',
        'clients is required: a list of at least one {"client_id": …} to send the invoice to.',
      );
    }
    const due = dueOf(core, template);
    const errors: Record<string, SandboxErrorBody> = {};
    const subscribers: SubscriberSettings[] = [];
    clients.forEach((entry: unknown, index) => {
      try {
        if (!isRecord(entry)) {
          throw GatewayHttpError.general(400, 'invalid', 'must be an object: {"client_id": …}.');
        }
        subscribers.push(checkedSubscriberBody(core, template, entry, due));
      } catch (error) {
        if (!(error instanceof GatewayHttpError) || error.status !== 400) throw error;
        errors[index] = renamedBody(error.body, {}, ['clients', index]);
      }
    });
    if (Object.keys(errors).length > 0) throw new GatewayHttpError(400, { clients: errors });
    const ip = payerIp(getConnInfo(c).remote.address);
    const purchases = subscribers.map(
      (subscriber) => makeTemplatePurchase(core, template, subscriber, due, ip).purchase,
    );
    return c.json(purchases, 201);
  });
  app.all('/billing/', methodNotAllowed(['POST']));

  return app;
}
