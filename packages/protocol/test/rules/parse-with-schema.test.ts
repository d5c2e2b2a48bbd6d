import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import * as z from 'zod';
import { moneyRule, parseWithSchema, ruleIssue } from '../../src/index.js';

/** Each issue as `[path, code, message, rule]`. */
function read(parsed: ReturnType<typeof parseWithSchema>): [string, string, string, string][] {
  assert.equal(parsed.success, false);
  return parsed.success
    ? []
    : parsed.issues.map((issue) => [issue.path.join('.'), issue.code, issue.message, issue.rule]);
}

describe('parseWithSchema', () => {
  it('gives the parsed value when the rules hold', () => {
    const schema = z.object({ quantity: z.int() });
    assert.deepEqual(parseWithSchema(schema, { quantity: 2, extra: 1 }), {
      success: true,
      data: { quantity: 2 },
    });
  });

  it("words zod's own checks the gateway's way, missing and null told apart", () => {
    const schema = z.object({ name: z.string().max(3), tags: z.array(z.string()).min(1) });
    assert.deepEqual(read(parseWithSchema(schema, { name: 'Siti', tags: [] })), [
      ['name', 'max_length', 'name must be at most 3 characters.', 'must be at most 3 characters'],
      ['tags', 'empty', 'tags must have at least 1 item.', 'must have at least 1 item'],
    ]);
    assert.deepEqual(
      read(parseWithSchema(schema, { tags: null })).map(([path, code]) => [path, code]),
      [
        ['name', 'required'],
        ['tags', 'null'],
      ],
    );
  });

  it('refuses a value that is not an object as a whole', () => {
    assert.deepEqual(read(parseWithSchema(z.object({}), [1])), [
      ['__all__', 'invalid', 'The body must be a JSON object.', 'The body must be a JSON object'],
    ]);
  });

  it("takes the schema's own texts as rules, or as whole messages", () => {
    const rule = 'must be a whole number from 1 to 99';
    const asRules = z.strictObject({ quantity: z.int({ error: rule }) });
    assert.deepEqual(read(parseWithSchema(asRules, { quantity: 1.5, price: 1 }, 'rule')), [
      ['quantity', 'invalid', `quantity ${rule}.`, rule],
      [
        'price',
        'unknown_field',
        'price is not a field of this request.',
        'is not a field of this request',
      ],
    ]);
    const whole = 'retries must be a whole number from 0 to 10, not 1.5.';
    const asMessages = z.object({ retries: z.int({ error: whole }) }, { error: 'Not options.' });
    assert.deepEqual(read(parseWithSchema(asMessages, { retries: 1.5 }, 'message')), [
      ['retries', 'invalid', whole, whole],
    ]);
    assert.deepEqual(read(parseWithSchema(asMessages, 'x', 'message')), [
      ['__all__', 'invalid', 'Not options.', 'Not options.'],
    ]);
  });

  it("puts a rule's own code and words before the schema's", () => {
    const amount = z.custom<number>().superRefine((value, ctx) => {
      const params = moneyRule(value, 1);
      if (params) ctx.addIssue({ code: 'custom', params, message: 'unused' });
    });
    const [issue] = read(parseWithSchema(z.object({ amount }), { amount: 0 }, 'message'));
    assert.deepEqual(issue, [
      'amount',
      'min_value',
      'amount must be at least 1, not 0.',
      'must be at least 1, not 0',
    ]);
    assert.equal(
      issue[2],
      ruleIssue(['amount'], moneyRule(0, 1) ?? assert.fail('0 is refused')).message,
    );
  });

  it('never repeats a text value given', () => {
    const card = '4444333322221111';
    const schema = z.object({
      amount: z.custom<number>((value) => moneyRule(value) === undefined),
    });
    const parsed = parseWithSchema(schema, { amount: card }, 'kit');
    assert.ok(!JSON.stringify(parsed).includes(card));
  });
});
