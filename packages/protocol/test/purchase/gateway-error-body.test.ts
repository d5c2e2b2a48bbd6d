import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { toGatewayErrorBody } from '../../src/purchase/gateway-error-body.js';
import type { FieldIssue } from '../../src/rules/field-issue.js';
import { validatePurchase } from '../../src/purchase/validate-purchase.js';

const issue = (path: FieldIssue['path'], code: FieldIssue['code']): FieldIssue => ({
  path,
  code,
  message: `${path.join('/')} ${code}`,
});

describe('toGatewayErrorBody', () => {
  it('lists each field’s errors under its name, nested like the body', () => {
    assert.deepEqual(
      toGatewayErrorBody([
        issue(['brand_id'], 'required'),
        issue(['client', 'email'], 'invalid'),
        issue(['success_redirect'], 'max_length'),
        issue(['success_redirect'], 'invalid'),
      ]),
      {
        brand_id: [{ message: 'brand_id required', code: 'required' }],
        client: { email: [{ message: 'client/email invalid', code: 'invalid' }] },
        success_redirect: [
          { message: 'success_redirect max_length', code: 'max_length' },
          { message: 'success_redirect invalid', code: 'invalid' },
        ],
      },
    );
  });

  it('nests list items under their index as an object key, only those with errors', () => {
    const body = toGatewayErrorBody([
      issue(['purchase', 'products', 1, 'price'], 'not_an_integer'),
      issue(['purchase', 'products', 3, 'name'], 'blank'),
      issue(['client', 'cc', 0], 'invalid'),
    ]);
    assert.deepEqual(body, {
      purchase: {
        products: {
          '1': {
            price: [
              { message: 'purchase/products/1/price not_an_integer', code: 'not_an_integer' },
            ],
          },
          '3': { name: [{ message: 'purchase/products/3/name blank', code: 'blank' }] },
        },
      },
      client: { cc: { '0': [{ message: 'client/cc/0 invalid', code: 'invalid' }] } },
    });
    assert.deepEqual(JSON.parse(JSON.stringify(body)), body, 'plain JSON');
  });

  it('puts rules across fields under __all__ at their level', () => {
    assert.deepEqual(
      toGatewayErrorBody([
        issue(['__all__'], 'purchase_client_or_id_required'),
        issue(['purchase', 'debt'], 'min_value'),
        issue(['__all__'], 'purchase_skip_capture_requires_card_method'),
      ]),
      {
        __all__: [
          {
            message: '__all__ purchase_client_or_id_required',
            code: 'purchase_client_or_id_required',
          },
          {
            message: '__all__ purchase_skip_capture_requires_card_method',
            code: 'purchase_skip_capture_requires_card_method',
          },
        ],
        purchase: { debt: [{ message: 'purchase/debt min_value', code: 'min_value' }] },
      },
    );
    assert.deepEqual(toGatewayErrorBody([issue([], 'invalid')]), {
      __all__: [{ message: ' invalid', code: 'invalid' }],
    });
  });

  it('moves a field’s own errors to its __all__ when it also has errors inside', () => {
    const own = issue(['purchase', 'request_client_details'], 'invalid');
    const inner = issue(['purchase', 'request_client_details', 2], 'invalid_choice');
    const expected = {
      purchase: {
        request_client_details: {
          __all__: [{ message: own.message, code: 'invalid' }],
          '2': [{ message: inner.message, code: 'invalid_choice' }],
        },
      },
    };
    assert.deepEqual(toGatewayErrorBody([own, inner]), expected);
    assert.deepEqual(toGatewayErrorBody([inner, own]), expected);
  });

  it('is empty without issues', () => {
    assert.deepEqual(toGatewayErrorBody([]), {});
  });

  it('answers a refused body the gateway’s way', () => {
    const issues = validatePurchase({
      brand_id: '6f2a1c9e-8d4b-4f3a-9c2e-1b5d7e9f0a12',
      purchase: { products: [{ name: 'Tea', price: 10.5 }] },
    });
    assert.deepEqual(toGatewayErrorBody(issues), {
      purchase: {
        products: {
          '0': {
            price: [
              {
                message:
                  'purchase.products[0].price must be an integer amount in the smallest currency unit (1050 for RM 10.50), not 10.5.',
                code: 'not_an_integer',
              },
            ],
          },
        },
      },
      __all__: [
        {
          message: "Give either client (the payer's details) or client_id (a saved client's UUID).",
          code: 'purchase_client_or_id_required',
        },
      ],
    });
  });
});
