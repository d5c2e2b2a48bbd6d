import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Purchase } from '@checkout-kit/protocol';
import { api, useSandbox } from '../helpers.js';
import { createPurchase } from './paid-purchase.js';

/*
 * `/company_statements/`, which the interface description does not show, as the maker's
 * Gravity Forms plugin uses it to learn the company's id, under which it files the public key
 * that verifies callbacks (chip-for-gravity-forms v1.2.0 `class-gf-chip-api.php:119-139`;
 * `class-gf-chip.php:456-461, 502-505`, and 1066-1079, where the callback's `company_id` picks
 * the key): `GET` reads `results[0].company_uid`; with no results it `POST`s
 * `{"format":"csv","timezone":"UTC"}` and reads `company_uid`. chip-php-sdk v2
 * `StatementsResource` also reads one (`GET …/{id}/`) and cancels one (`POST …/{id}/cancel/`).
 */
interface Statement {
  id: string;
  type: string;
  company_uid: string;
  format: string;
  timezone: string;
  status: string;
}

describe('company statements, as Gravity Forms finds the company id', () => {
  const sandbox = useSandbox();
  const list = () =>
    api<{ results: Statement[]; next: unknown; previous: unknown }>(
      sandbox(),
      'GET',
      '/company_statements/',
    );

  it('starts with none, creates one as Gravity Forms does, and lists it', async () => {
    const empty = await list();
    assert.equal(empty.status, 200);
    assert.deepEqual(empty.body, { results: [], next: null, previous: null });

    const created = await api<Statement>(sandbox(), 'POST', '/company_statements/', {
      format: 'csv',
      timezone: 'UTC',
    });
    assert.equal(created.status, 201);
    const purchase: Purchase = await createPurchase(sandbox());
    // The key Gravity Forms files the public key under is the one callbacks name.
    assert.equal(created.body.company_uid, purchase.company_id);
    assert.equal(created.body.type, 'company_statement');
    assert.equal(created.body.format, 'csv');
    assert.equal(created.body.timezone, 'UTC');
    assert.equal(created.body.status, 'queued');

    const listed = await list();
    assert.equal(listed.body.results[0]?.company_uid, purchase.company_id);
    const read = await api<Statement>(sandbox(), 'GET', `/company_statements/${created.body.id}/`);
    assert.deepEqual(read.body, created.body);
  });

  it('cancels a queued statement (PHP SDK v2), once', async () => {
    const created = await api<Statement>(sandbox(), 'POST', '/company_statements/', {
      format: 'csv',
      timezone: 'Asia/Kuala_Lumpur',
    });
    const path = `/company_statements/${created.body.id}/cancel/`;
    const cancelled = await api<Statement>(sandbox(), 'POST', path);
    assert.equal(cancelled.status, 200);
    assert.equal(cancelled.body.status, 'cancelled');
    const again = await api(sandbox(), 'POST', path);
    assert.equal(again.status, 400);
    assert.deepEqual(again.body, {
      __all__: [
        {
          message: `Statement ${created.body.id} cannot be cancelled in status "cancelled".`,
          code: 'statement_cancel_wrong_status',
        },
      ],
    });
  });

  const refused: { body: Record<string, unknown>; field: string; message: string }[] = [
    { body: { timezone: 'UTC' }, field: 'format', message: 'format is required: csv.' },
    {
      body: { format: 'pdf', timezone: 'UTC' },
      field: 'format',
      message: 'format must be csv, not a string.',
    },
    {
      body: { format: 'csv' },
      field: 'timezone',
      message: 'timezone is required: an IANA time zone such as UTC or Asia/Kuala_Lumpur.',
    },
    {
      body: { format: 'csv', timezone: 'Mars/Olympus' },
      field: 'timezone',
      message: 'timezone must be an IANA time zone such as UTC or Asia/Kuala_Lumpur.',
    },
  ];
  for (const { body, field, message } of refused) {
    it(`refuses ${JSON.stringify(body)}, creating nothing`, async () => {
      const before = (await list()).body.results.length;
      const answer = await api(sandbox(), 'POST', '/company_statements/', body);
      assert.equal(answer.status, 400);
      assert.deepEqual(Object.keys(answer.body), [field]);
      assert.equal((answer.body[field] as { message: string }[])[0]?.message, message);
      assert.equal((await list()).body.results.length, before);
    });
  }

  it('answers 404 for an unknown statement', async () => {
    const answer = await api(sandbox(), 'GET', '/company_statements/nope/');
    assert.equal(answer.status, 404);
  });
});
