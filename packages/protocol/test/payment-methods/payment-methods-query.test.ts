import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  LOOKUP_FILTER_PARAMETERS,
  LOOKUP_FLAG_PARAMETERS,
  isLookupFilterParameter,
  readLookupFilter,
} from '../../src/payment-methods/payment-methods-query.js';

describe('readLookupFilter', () => {
  it('reads each filter as the gateway does', () => {
    assert.deepEqual(readLookupFilter('amount', '1000'), { value: 1000 });
    assert.deepEqual(readLookupFilter('amount', '0'), { value: 0 });
    assert.deepEqual(readLookupFilter('country', 'MY'), { value: 'MY' });
    assert.deepEqual(readLookupFilter('language', 'ms'), { value: 'ms' });
    for (const flag of LOOKUP_FLAG_PARAMETERS) {
      assert.deepEqual(readLookupFilter(flag, 'true'), { value: true });
      assert.deepEqual(readLookupFilter(flag, 'false'), { value: false });
    }
  });

  it('refuses what breaks a rule, naming the parameter and the rule', () => {
    const refused: [Parameters<typeof readLookupFilter>[0], string, RegExp][] = [
      ['amount', '-1', /^amount must be an integer amount .*digits only\.$/],
      ['amount', '10.5', /^amount must be/],
      ['amount', '99999999999999999', /^amount must be/],
      ['country', 'my', /^country must be an ISO 3166-1 alpha-2 country code in capitals/],
      ['country', 'ZZ', /^country must be/],
      ['language', 'EN', /^language must be an ISO 639-1 language code in lower case/],
      ['recurring', 'yes', /^recurring must be true or false\.$/],
      ['skip_capture', '1', /^skip_capture must be true or false\.$/],
    ];
    for (const [name, text, message] of refused) {
      const reading = readLookupFilter(name, text);
      assert.ok('message' in reading && message.test(reading.message), `${name}=${text}`);
    }
  });

  it('with anyCase, reads codes in either case and gives them as ISO writes them', () => {
    assert.deepEqual(readLookupFilter('country', 'my', { anyCase: true }), { value: 'MY' });
    assert.deepEqual(readLookupFilter('language', 'EN', { anyCase: true }), { value: 'en' });
    const refused = readLookupFilter('country', 'xx', { anyCase: true });
    assert.ok('message' in refused && !refused.message.includes('capitals'), 'no case rule');
  });

  it('knows the filters, and nothing the merchant sets', () => {
    assert.ok(LOOKUP_FILTER_PARAMETERS.every(isLookupFilterParameter));
    assert.equal(isLookupFilterParameter('brand_id'), false);
    assert.equal(isLookupFilterParameter('currency'), false);
  });
});
