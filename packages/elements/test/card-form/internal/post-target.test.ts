import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { checkPostTarget, describeRefusal } from '../../../src/card-form/internal/post-target.js';

describe('checkPostTarget', () => {
  const page = 'https://shop.example';

  it('takes an https URL on another origin, and loopback http for the sandbox', () => {
    for (const action of [
      'https://gate.example/p/1/direct_post/',
      'https://shop.example:8443/p/1/',
      'http://localhost:4010/p/1/',
      'http://127.0.0.1:4010/p/1/',
      'http://127.8.9.10/p/1/',
      'http://[::1]:4010/p/1/',
    ]) {
      assert.deepEqual(checkPostTarget(action, page), { url: action }, action);
    }
  });

  it('refuses what cannot be the gateway, and says why', () => {
    const cases: [unknown, string][] = [
      ['', 'missing'],
      [undefined, 'missing'],
      ['/collect', 'not_absolute'],
      ['//shop.example/collect', 'not_absolute'],
      ['javascript:alert(1)', 'scheme'],
      ['data:text/html,x', 'scheme'],
      ['ftp://gate.example/', 'scheme'],
      ['https://shop.example/collect', 'same_origin'],
      ['http://gate.example/p/1/', 'insecure'],
      ['http://127.0.0.1.gate.example/', 'insecure'],
      ['http://10.0.0.1/p/1/', 'insecure'],
    ];
    for (const [action, refusal] of cases) {
      assert.deepEqual(checkPostTarget(action, page), { refusal }, String(action));
    }
  });

  it('tells the developer the refusal and where card data may go', () => {
    const message = describeRefusal('same_origin');
    assert.match(message, /<checkout-card-form>: action refused \(same_origin\)/);
    assert.match(message, /https: URL on another origin/);
  });
});
