import { randomUUID } from 'node:crypto';
import { getConnInfo } from '@hono/node-server/conninfo';
import { type Context, Hono } from 'hono';
import { payerIp } from '../collection/purchase-routes.js';
import { paginate } from '../collection/pagination.js';
import type { SandboxCore } from '../core/sandbox-core.js';
import { GatewayHttpError } from '../core/errors.js';
import { methodNotAllowed, readJsonObject } from '../core/http.js';
import { ownEntry } from '../core/own-entry.js';
import type { StoredBillingTemplate, StoredBillingTemplateClient } from '../core/state.js';
import { addPeriods } from './period.js';
import { dueOf, makeTemplatePurchase } from './template-purchases.js';
import {
  checkedSubscriberBody,
  checkedSubscriberUpdate,
  checkedTemplateBody,
} from './template-rules.js';

/*
 * Billing templates, which the interface description does not show: the gateway maker's PHP
 * SDK calls every path below (chip-php-sdk v1.1.3 `lib/Traits/Api/Billing.php:27-112`; 2.x
 * `BillingResource`) and maps each answer to the model named beside it. A template keeps a
 * purchase's details; `send_invoice/` makes a purchase of an invoice template for a client, and
 * `add_subscriber/` makes a subscriber of a subscription template with its first purchase, both
 * through the sandbox's own `createPurchase`, so they are checked, kept and paid like any other
 * purchase. Statuses and what the SDK does not show are the sandbox's guesses (its README).
 */

/**
 * - `/billing_templates/`: list (oldest first, paged as every list) and create (201).
 * - `/billing_templates/{id}/`: read, replace (`PUT`), delete (204; its subscribers with it,
 *   its purchases stay).
 * - `…/send_invoice/` (an invoice template; 201, the Purchase), `…/add_subscriber/` (a
 *   subscription template; 201, `{billing_template_client, purchase}`).
 * - `…/clients/`: the template's subscribers; `…/clients/{id}/`: read, `PATCH`.
 */
export function billingTemplateRoutes(core: SandboxCore): Hono {
  const app = new Hono({ strict: false });
  const { state } = core;

  const findTemplate = (id: string): StoredBillingTemplate => {
    const template = ownEntry(state.billingTemplates, id);
    if (!template) {
      throw GatewayHttpError.general(404, 'not_found', `No billing template with id ${id}.`);
    }
    return template;
  };
  /** The template of the path, looked up again after its body was read (as purchases are). */
  const templateWithBody = async (c: Context) => {
    findTemplate(c.req.param('id') as string);
    const body = await readJsonObject(c);
    return { template: findTemplate(c.req.param('id') as string), body };
  };
  const subscribersOf = (templateId: string): StoredBillingTemplateClient[] =>
    Object.values(state.billingTemplateClients).filter(
      (each) => each.billing_template_id === templateId,
    );
  const findSubscriber = (templateId: string, id: string): StoredBillingTemplateClient => {
    findTemplate(templateId);
    const subscriber = ownEntry(state.billingTemplateClients, id);
    if (!subscriber || subscriber.billing_template_id !== templateId) {
      throw GatewayHttpError.general(
        404,
        'not_found',
        `Billing template ${templateId} has no client with id ${id}.`,
      );
    }
    return subscriber;
  };
  /** A template as answered: with its subscribers, and whether any is active. */
  const answered = (template: StoredBillingTemplate) => {
    const clients = subscribersOf(template.id);
    return {
      ...template,
      clients,
      subscription_has_active_clients: clients.some((each) => each.status === 'active'),
    };
  };
  const clientIp = (c: Context) => payerIp(getConnInfo(c).remote.address);

  app.get('/billing_templates/', (c) =>
    c.json(paginate(c, Object.values(state.billingTemplates).map(answered))),
  );
  app.post('/billing_templates/', async (c) => {
    const settings = checkedTemplateBody(core, await readJsonObject(c));
    const now = core.clock.nowSeconds();
    const template: StoredBillingTemplate = {
      type: 'billing_template',
      id: randomUUID(),
      created_on: now,
      updated_on: now,
      company_id: state.companyId,
      is_test: true,
      user_id: null,
      ...settings,
    };
    state.billingTemplates[template.id] = template;
    core.changed();
    return c.json(answered(template), 201);
  });
  app.all('/billing_templates/', methodNotAllowed(['GET', 'POST']));

  app.get('/billing_templates/:id/', (c) => c.json(answered(findTemplate(c.req.param('id')))));
  app.put('/billing_templates/:id/', async (c) => {
    const { template, body } = await templateWithBody(c);
    const settings = checkedTemplateBody(core, body);
    Object.assign(template, settings, { updated_on: core.clock.nowSeconds() });
    core.changed();
    return c.json(answered(template));
  });
  app.delete('/billing_templates/:id/', (c) => {
    const { id } = findTemplate(c.req.param('id'));
    for (const subscriber of subscribersOf(id)) {
      Reflect.deleteProperty(state.billingTemplateClients, subscriber.id);
    }
    Reflect.deleteProperty(state.billingTemplates, id);
    core.changed();
    return c.body(null, 204);
  });
  app.all('/billing_templates/:id/', methodNotAllowed(['GET', 'PUT', 'DELETE']));

  app.post('/billing_templates/:id/send_invoice/', async (c) => {
    const { template, body } = await templateWithBody(c);
    if (template.is_subscription) {
      throw GatewayHttpError.general(
        400,
        'billing_template_is_subscription',
        `Billing template ${template.id} is a subscription: add a client with add_subscriber/.`,
      );
    }
    const due = dueOf(core, template);
    const subscriber = checkedSubscriberBody(core, template, body, due);
    const stored = makeTemplatePurchase(core, template, subscriber, due, clientIp(c));
    return c.json(stored.purchase, 201);
  });
  app.all('/billing_templates/:id/send_invoice/', methodNotAllowed(['POST']));

  app.post('/billing_templates/:id/add_subscriber/', async (c) => {
    const { template, body } = await templateWithBody(c);
    if (!template.is_subscription || !template.subscription_active) {
      throw GatewayHttpError.general(
        400,
        'billing_template_not_subscription',
        `Billing template ${template.id} is ${
          template.is_subscription ? 'a subscription no longer active' : 'not a subscription'
        }: send an invoice with send_invoice/.`,
      );
    }
    const now = core.clock.nowSeconds();
    const due = dueOf(core, template, now);
    const settings = checkedSubscriberBody(core, template, body, due);
    if (subscribersOf(template.id).some((each) => each.client_id === settings.client_id)) {
      throw GatewayHttpError.field(
        'client_id',
        'not_unique',
        `client_id ${settings.client_id} is already a client of billing template ${template.id}.`,
      );
    }
    const stored = makeTemplatePurchase(core, template, settings, due, clientIp(c));
    const subscriber: StoredBillingTemplateClient = {
      type: 'billing_template_client',
      id: randomUUID(),
      created_on: now,
      updated_on: now,
      billing_template_id: template.id,
      ...settings,
      status: 'active',
      number_of_billing_cycles_passed: 0,
      subscription_billing_scheduled_on: addPeriods(
        now,
        template.subscription_period ?? 1,
        template.subscription_period_units ?? 'months',
      ),
    };
    state.billingTemplateClients[subscriber.id] = subscriber;
    core.changed();
    return c.json({ billing_template_client: subscriber, purchase: stored.purchase }, 201);
  });
  app.all('/billing_templates/:id/add_subscriber/', methodNotAllowed(['POST']));

  app.get('/billing_templates/:id/clients/', (c) => {
    const { id } = findTemplate(c.req.param('id'));
    return c.json(paginate(c, subscribersOf(id)));
  });
  app.all('/billing_templates/:id/clients/', methodNotAllowed(['GET']));

  app.get('/billing_templates/:id/clients/:clientId/', (c) =>
    c.json(findSubscriber(c.req.param('id'), c.req.param('clientId'))),
  );
  app.patch('/billing_templates/:id/clients/:clientId/', async (c) => {
    findSubscriber(c.req.param('id'), c.req.param('clientId'));
    const body = await readJsonObject(c);
    const subscriber = findSubscriber(c.req.param('id'), c.req.param('clientId'));
    const template = findTemplate(subscriber.billing_template_id);
    Object.assign(subscriber, checkedSubscriberUpdate(core, template, subscriber, body), {
      updated_on: core.clock.nowSeconds(),
    });
    core.changed();
    return c.json(subscriber);
  });
  app.all('/billing_templates/:id/clients/:clientId/', methodNotAllowed(['GET', 'PATCH']));

  return app;
}
