import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  GATEWAY_REQUEST_ERROR_CODES,
  type KnownGatewayErrorCode,
  NON_FIELD_KEY,
} from '@checkout-kit/protocol';
import { GatewayHttpError } from '../src/core/errors.js';
import type { DeliveryService } from '../src/events/delivery-service.js';
import { DECLINE_TEST_CARDS } from '../src/payments/decline-cards.js';
import { PAYOUT_AUTH_ERRORS } from '../src/payout/payout-auth.js';
import type { requireStatus, setStatus } from '../src/purchases/transitions.js';

/*
 * The sandbox produces wire words, so it takes the closed `Known…` types of protocol: a
 * misspelt error code, event or status does not compile. Each `@ts-expect-error` below fails
 * the type check (`pnpm typecheck`) the day the sandbox's producers take any string again.
 */

describe('the sandbox writes only the wire words the kit knows', () => {
  it('error codes: a misspelt one does not compile', () => {
    // @ts-expect-error: `not_fuond` is not a KnownGatewayErrorCode.
    const general = GatewayHttpError.general(404, 'not_fuond', 'No such purchase.');
    // @ts-expect-error: `too_big` is not a KnownGatewayErrorCode.
    const field = GatewayHttpError.field('amount', 'too_big', 'amount is too big.');
    // @ts-expect-error: a body the sandbox writes holds known codes only.
    const body = new GatewayHttpError(400, { [NON_FIELD_KEY]: [{ message: '…', code: 'oops' }] });
    assert.deepEqual(general.body, {
      [NON_FIELD_KEY]: [{ message: 'No such purchase.', code: 'not_fuond' }],
    });
    assert.equal(field.status, 400);
    assert.equal(body.status, 400);
  });

  it('events and statuses: a misspelt one does not compile', () => {
    // @ts-expect-error: `purchase.payed` is not a known purchase event.
    const event: Parameters<DeliveryService['emit']>[0] = 'purchase.payed';
    // @ts-expect-error: `payed` is not a KnownPurchaseStatus.
    const status: Parameters<typeof setStatus>[2] = 'payed';
    // @ts-expect-error: no action of that name is refused in a wrong status.
    const action: Parameters<typeof requireStatus>[1] = 'captuer';
    assert.deepEqual([event, status, action], ['purchase.payed', 'payed', 'captuer']);
  });

  it('the codes it keeps in tables are codes protocol lists', () => {
    const known: readonly string[] = GATEWAY_REQUEST_ERROR_CODES;
    const codes: KnownGatewayErrorCode[] = [
      ...Object.values(PAYOUT_AUTH_ERRORS),
      ...DECLINE_TEST_CARDS.map((card) => card.error.code),
    ];
    assert.deepEqual(
      codes.filter((code) => !known.includes(code)),
      [],
    );
  });
});
