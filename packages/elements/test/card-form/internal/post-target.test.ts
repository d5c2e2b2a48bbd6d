import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { checkPostTarget, describeRefusal } from '../../../src/card-form/internal/post-target.js';

describe('checkPostTarget', () => {
  const page = 'https://shop.example';

  it('takes an https URL on another origin', () => {
    for (const action of [
      'https://gate.example/p/1/direct_post/',
      'https://shop.example:8443/p/1/',
    ]) {
      assert.deepEqual(checkPostTarget(action, page), { url: action }, action);
    }
  });

  it('takes loopback http for the sandbox, from a page on loopback', () => {
    for (const loopbackPage of [
      'http://localhost:5173',
      'http://127.0.0.1:5173',
      'http://[::1]:5173',
      'http://localhost.:5173',
    ]) {
      for (const action of [
        'http://localhost:4010/p/1/',
        'http://localhost.:4010/p/1/',
        'http://127.0.0.1:4010/p/1/',
        'http://127.8.9.10/p/1/',
        'http://127.1:4010/p/1/',
        'http://0x7f.1:4010/p/1/',
        'http://[::1]:4010/p/1/',
      ]) {
        const { url } = checkPostTarget(action, loopbackPage);
        assert.equal(url, new URL(action).href, action);
      }
    }
  });

  it('refuses loopback http from a page that is not on loopback', () => {
    for (const action of [
      'http://localhost:4010/p/1/',
      'http://localhost.:4010/p/1/',
      'http://127.0.0.1:4010/p/1/',
      'http://[::1]:4010/p/1/',
    ]) {
      for (const livePage of [
        'https://shop.example',
        'http://shop.example',
        'https://localhost.shop.example',
        'null',
      ]) {
        const refusal = checkPostTarget(action, livePage);
        assert.deepEqual(refusal, { refusal: 'insecure' }, `${action} from ${livePage}`);
      }
    }
  });

  it('judges a page of opaque origin (a sandboxed frame) as any other page', () => {
    assert.deepEqual(checkPostTarget('https://gate.example/p/1/', 'null'), {
      url: 'https://gate.example/p/1/',
    });
  });

  it("compares hosts as DNS does: a trailing dot is the page's own origin", () => {
    for (const [action, pageOrigin] of [
      ['https://shop.example./collect', 'https://shop.example'],
      ['https://shop.example../collect', 'https://shop.example'],
      ['https://SHOP.example/collect', 'https://shop.example'],
      ['https://shop.example:443/collect', 'https://shop.example'],
      ['https://shop.example/collect', 'https://shop.example.'],
      ['http://localhost.:5173/collect', 'http://localhost:5173'],
    ] as const) {
      assert.deepEqual(checkPostTarget(action, pageOrigin), { refusal: 'same_origin' }, action);
    }
  });

  it('takes loopback http when the page is unknown (a server rendering the form)', () => {
    assert.deepEqual(checkPostTarget('http://localhost:4010/p/1/'), {
      url: 'http://localhost:4010/p/1/',
    });
    assert.deepEqual(checkPostTarget('http://gate.example/p/1/'), { refusal: 'insecure' });
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

  // Runs of dots once made the host checks backtrack: seconds for one 40,000-character action
  // (the browser test and the server-render test hold that to a timeout).
  it('judges an action of 40,000 characters, runs of dots and all, as any other', () => {
    const dots = '.'.repeat(40_000);
    for (const [action, expected] of [
      [`https://gate${dots}x.example/p/`, undefined],
      [`http://127.0.0.1${dots}:4010/p/`, 'insecure'],
      [`http://localhost${dots}:4010/p/`, 'insecure'],
      [`https://gate.example/p/${dots}`, undefined],
    ] as const) {
      const checked = checkPostTarget(action, `https://shop${dots}.example`);
      assert.equal(checked.refusal, expected, action.slice(0, 40));
      checkPostTarget(action, `http://127.0.0.1${dots}`);
    }
  });

  it('tells the developer which element refused, and the rule by its code', () => {
    assert.equal(
      describeRefusal('same_origin'),
      "<checkout-card-form>: action refused: the page's own origin.",
    );
  });
});
