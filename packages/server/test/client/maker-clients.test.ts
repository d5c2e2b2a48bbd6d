import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { formatIssuePath } from '@checkout-kit/protocol';
import { CheckoutValidationError } from '../../src/errors.js';
import type { PurchaseCreateInput } from '../../src/client/resources.js';
import { validatePurchase } from '../../src/validate-purchase.js';
// The bodies the sandbox's contract test sends: one set of the maker's clients' bodies.
import {
  KEPT_REFUSALS,
  MAKER_CLIENT_BODIES,
} from '../../../../test/fixtures/maker-clients/purchase-bodies.js';
import { useSandboxWith } from '../sandbox-helpers.js';
import { clientOf, purchaseInput, rejection } from './helpers.js';

function issueList(body: unknown): string[] {
  return validatePurchase(body).map((issue) => `${formatIssuePath(issue.path)} ${issue.code}`);
}

describe("createPurchase and validatePurchase: the maker's clients' bodies", () => {
  const setup = useSandboxWith(async (sandbox) => {
    const checkout = clientOf(sandbox);
    const saved = await checkout.createClient({ email: 'payer@example.com' });
    return {
      checkout,
      context: {
        brandId: sandbox.brandId,
        clientId: saved.id,
        nowSeconds: Math.floor(Date.now() / 1000),
      },
    };
  });

  for (const fixture of MAKER_CLIENT_BODIES) {
    it(`takes ${fixture.name}`, async () => {
      const { checkout, context } = setup();
      const body = JSON.parse(fixture.json(context)) as PurchaseCreateInput;
      assert.deepEqual(issueList(body), []);
      const purchase = await checkout.createPurchase(body);
      assert.equal(purchase.reference, body.reference === undefined ? '' : String(body.reference));
      assert.equal(purchase.platform, body.platform ?? 'api');
    });
  }

  it('sends booleans given as "1" (Fluent Forms\' saved switches) and reads back real booleans', async () => {
    const { checkout, context } = setup();
    const fluentForms = MAKER_CLIENT_BODIES.find(({ name }) => name.endsWith('switches saved'));
    assert.ok(fluentForms);
    const body = JSON.parse(fluentForms.json(context)) as PurchaseCreateInput;
    assert.equal(body.send_receipt, '1');
    const purchase = await checkout.createPurchase(body);
    assert.equal(purchase.send_receipt, true);
    assert.equal(purchase.purchase.due_strict, true);
  });

  it('types a plugin platform and an integer reference, and answers the reference as text', async () => {
    const purchase = await setup().checkout.createPurchase(
      purchaseInput({ platform: 'woocommerce_subscriptions', reference: 4077 }),
    );
    assert.equal(purchase.reference, '4077');
    assert.equal(purchase.platform, 'woocommerce_subscriptions');
  });

  for (const refusal of KEPT_REFUSALS) {
    it(`still refuses ${refusal.name}, before sending`, async () => {
      const { checkout, context } = setup();
      const body = { ...purchaseInput(), brand_id: context.brandId, ...refusal.patch(context) };
      assert.deepEqual(issueList(body), refusal.issues);
      const error = await rejection(checkout.createPurchase(body as PurchaseCreateInput));
      assert.ok(error instanceof CheckoutValidationError);
      assert.deepEqual(
        error.issues.map((issue) => `${formatIssuePath(issue.path)} ${issue.code}`),
        refusal.issues,
      );
    });
  }
});
