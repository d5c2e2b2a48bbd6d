import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { toGatewayErrorBody } from '../../src/purchase/gateway-error-body.js';
import { formatIssuePath } from '../../src/rules/field-issue.js';
import { PAYOUT_EVENTS, PURCHASE_EVENTS, WEBHOOK_EVENTS } from '../../src/webhook/webhook.js';
import { collectSamples } from '../../../../test/fixtures/gateway-samples.js';
import { checkWebhookBody } from '../../src/webhook/webhook-rules.js';

type Body = Record<string, unknown>;

/** A valid webhook body; `patch` replaces fields (`undefined` removes one). */
function webhook(patch: Body = {}): Body {
  return {
    title: 'Orders',
    events: ['purchase.paid', 'purchase.payment_failure'],
    callback: 'https://shop.example/webhooks/checkout',
    ...patch,
  };
}

/** Each issue as `path code`, in the order reported. */
function issues(body: unknown, partial = false): string[] {
  return checkWebhookBody(body, { partial }).issues.map(
    (issue) => `${formatIssuePath(issue.path)} ${issue.code}`,
  );
}

function messages(body: unknown, partial = false): string[] {
  return checkWebhookBody(body, { partial }).issues.map((issue) => issue.message);
}

describe('WEBHOOK_EVENTS', () => {
  it('holds every purchase event of the description and the live samples, once each', () => {
    for (const name of [...PURCHASE_EVENTS, 'purchase.hold', 'payment.refunded']) {
      assert.ok((WEBHOOK_EVENTS as readonly string[]).includes(name), name);
    }
    for (const sample of collectSamples()) {
      assert.ok((WEBHOOK_EVENTS as readonly string[]).includes(sample.eventType), sample.file);
    }
    assert.equal(new Set(WEBHOOK_EVENTS).size, WEBHOOK_EVENTS.length);
  });

  it('leaves out the payout events, which payout webhooks take', () => {
    for (const name of PAYOUT_EVENTS) {
      assert.equal((WEBHOOK_EVENTS as readonly string[]).includes(name), false, name);
    }
  });
});

describe('checkWebhookBody', () => {
  it('hands back the body, typed, without read-only or unknown fields', () => {
    const check = checkWebhookBody({ ...webhook(), id: 'other', public_key: 'nope', colour: 1 });
    assert.equal(check.valid, true);
    assert.deepEqual(check.body, webhook());
    assert.deepEqual(checkWebhookBody(webhook({ events: [...WEBHOOK_EVENTS] })).issues, []);
  });

  it('names every required field of an empty body', () => {
    assert.deepEqual(issues({}), ['title required', 'callback required', 'events required']);
    assert.deepEqual(messages({ title: 'Orders', callback: 'https://shop.example/' }), [
      'events is required unless all_events is true.',
    ]);
  });

  it('title: a non-blank string, of any length (none is published)', () => {
    assert.deepEqual(issues(webhook({ title: 5 })), ['title invalid']);
    assert.deepEqual(issues(webhook({ title: null })), ['title null']);
    assert.deepEqual(issues(webhook({ title: '  ' })), ['title blank']);
    assert.deepEqual(issues(webhook({ title: 'x'.repeat(1000) })), []);
  });

  it('callback: an absolute http(s) URL of at most 500 characters', () => {
    for (const callback of [
      'ftp://shop.example/hook',
      'javascript:alert(1)',
      '/webhooks/checkout',
      'shop.example/hook',
      'https://',
      'https://shop example/hook',
      'mailto:x@y.z',
    ]) {
      assert.deepEqual(issues(webhook({ callback })), ['callback invalid'], callback);
    }
    assert.deepEqual(issues(webhook({ callback: '' })), ['callback blank']);
    assert.deepEqual(issues(webhook({ callback: 42 })), ['callback invalid']);
    const base = 'https://shop.example/';
    assert.deepEqual(issues(webhook({ callback: base + 'a'.repeat(501 - base.length) })), [
      'callback max_length',
    ]);
    assert.deepEqual(issues(webhook({ callback: base + 'a'.repeat(500 - base.length) })), []);
    assert.deepEqual(issues(webhook({ callback: 'http://127.0.0.1:8080/hook?x=1' })), []);
    assert.deepEqual(messages(webhook({ callback: 'shop.example' })), [
      'callback must be an absolute http:// or https:// URL.',
    ]);
  });

  it('events: a list of event names, any the gateway may have, each once', () => {
    assert.deepEqual(issues(webhook({ events: 'purchase.paid' })), ['events invalid']);
    assert.deepEqual(issues(webhook({ events: null })), ['events null']);
    // Names the kit does not know pass: the gateway's list is open.
    assert.deepEqual(issues(webhook({ events: ['purchase.paid', 'purchase.pending_charge'] })), []);
    assert.deepEqual(issues(webhook({ events: ['purchase.paid', ' ', 42] })), [
      'events[1] blank',
      'events[2] invalid',
    ]);
    assert.deepEqual(issues(webhook({ events: ['purchase.paid', 'nope', 'purchase.paid'] })), [
      'events[2] not_unique',
    ]);
    assert.deepEqual(messages(webhook({ events: ['purchase.paid', 'purchase.paid'] })), [
      'events[1] repeats an earlier item, which may be listed once.',
    ]);
  });

  it('all_events: a boolean', () => {
    assert.deepEqual(issues(webhook({ all_events: 'true' })), ['all_events invalid']);
    assert.deepEqual(issues(webhook({ all_events: null })), ['all_events null']);
    assert.deepEqual(issues(webhook({ all_events: false })), []);
  });

  it('events names at least one event unless all_events is true', () => {
    assert.deepEqual(issues(webhook({ events: [] })), ['events empty']);
    assert.deepEqual(issues(webhook({ events: [], all_events: false })), ['events empty']);
    assert.deepEqual(issues(webhook({ events: undefined, all_events: false })), [
      'events required',
    ]);
    assert.deepEqual(issues(webhook({ events: [], all_events: true })), []);
    assert.deepEqual(issues(webhook({ events: undefined, all_events: true })), []);
    assert.deepEqual(messages(webhook({ events: [] })), [
      'events must name at least one event unless all_events is true.',
    ]);
  });

  it('judges the events rule only on valid events and all_events', () => {
    assert.deepEqual(issues(webhook({ events: null })), ['events null']);
    assert.deepEqual(issues(webhook({ events: undefined, all_events: 'yes' })), [
      'all_events invalid',
    ]);
    assert.deepEqual(issues(webhook({ events: [''] })), ['events[0] blank']);
  });

  it('partial: nothing is required, and the events rule only where the body decides it', () => {
    assert.deepEqual(issues({}, true), []);
    assert.deepEqual(issues({ title: 'Renamed' }, true), []);
    assert.deepEqual(checkWebhookBody({ title: 'Renamed' }, { partial: true }).body, {
      title: 'Renamed',
    });
    assert.deepEqual(issues({ title: '' }, true), ['title blank']);
    // The stored all_events decides.
    assert.deepEqual(issues({ events: [] }, true), []);
    // The stored events decide.
    assert.deepEqual(issues({ all_events: false }, true), []);
    assert.deepEqual(issues({ events: [], all_events: false }, true), ['events empty']);
    assert.deepEqual(issues({ events: [], all_events: true }, true), []);
  });

  it('partial: judged on the result when the stored events are put under the body', () => {
    const stored = { events: ['purchase.paid'], all_events: false };
    const everything = { events: [], all_events: true };
    assert.deepEqual(issues({ ...stored, events: [] }, true), ['events empty']);
    assert.deepEqual(issues({ ...everything, all_events: false }, true), ['events empty']);
    assert.deepEqual(issues({ ...everything, events: [] }, true), []);
    assert.deepEqual(issues({ ...stored, title: 'Renamed' }, true), []);
  });

  it('reports every broken field in one gateway body', () => {
    const check = checkWebhookBody({
      title: '',
      events: [''],
      all_events: 'yes',
      callback: 'mailto:x@y.z',
    });
    assert.equal(check.valid, false);
    assert.deepEqual(Object.keys(toGatewayErrorBody(check.issues)).sort(), [
      'all_events',
      'callback',
      'events',
      'title',
    ]);
  });

  it('refuses a body that is not an object', () => {
    for (const body of [null, [], 'Orders']) {
      assert.deepEqual(issues(body), ['__all__ invalid']);
      assert.deepEqual(issues(body, true), ['__all__ invalid']);
    }
  });

  it('never repeats a text value of the body', () => {
    const secret = 'sk_live_5f3c9a1e7b';
    for (const body of [
      webhook({ callback: `${secret}://x` }),
      webhook({ events: [secret, secret] }),
      webhook({ all_events: secret }),
    ]) {
      const found = messages(body);
      assert.notEqual(found.length, 0);
      for (const message of found) assert.equal(message.includes(secret), false, message);
    }
  });
});
