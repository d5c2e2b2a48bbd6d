/**
 * `@checkout-kit/elements/server.js` in Node: the card form's markup as a server renders it for
 * the element to take over (the browser tests check the taking over).
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { describe, it } from 'node:test';
import type { Purchase } from '@checkout-kit/protocol';
import { renderCardForm, renderCardFormContent } from '@checkout-kit/elements/server.js';

const purchase = {
  direct_post_url: 'https://gate.example.test/p/8f1c/direct_post/',
  checkout_url: 'https://gate.example.test/p/8f1c/',
  is_test: true,
  payment_method_whitelist: ['visa', 'fpx'],
  purchase: { total: 1050, currency: 'MYR' },
} as unknown as Purchase;

/** The attributes of the `<checkout-card-form>` tag at the start of `markup`. */
function hostAttributes(markup: string): string {
  return /^<checkout-card-form ([^>]*)>/.exec(markup)?.[1] ?? '';
}

describe('renderCardForm', () => {
  it("writes a purchase's settings on the element, and its form with them", () => {
    const markup = renderCardForm({ purchase });
    assert.equal(
      hostAttributes(markup),
      'action="https://gate.example.test/p/8f1c/direct_post/" checkout-url="https://gate.example.test/p/8f1c/" amount="1050" currency="MYR" brands="visa" test-mode',
    );
    assert.match(
      markup,
      /<form[^>]*action="https:\/\/gate\.example\.test\/p\/8f1c\/direct_post\/"/,
    );
    assert.match(markup, /Pay RM\u00a010\.50/);
    assert.match(markup, /Test mode/);
    assert.match(markup, /<\/checkout-card-form>$/);
  });

  it('lets a setting given alone override the purchase', () => {
    const markup = renderCardForm({ purchase, amount: 2000, testMode: false });
    assert.match(hostAttributes(markup), /amount="2000"/);
    assert.doesNotMatch(hostAttributes(markup), /test-mode/);
    assert.match(markup, /Pay RM\u00a020\.00/);
  });

  it('holds the pay button until the kit takes the markup over', () => {
    assert.match(renderCardForm({ purchase }), /<button[^>]*type="submit"[^>]*disabled/);
  });

  it("writes the language's words, and the form's lang", () => {
    const markup = renderCardForm({ purchase, lang: 'ms' });
    assert.match(hostAttributes(markup), /lang="ms"/);
    assert.match(markup, /<form[^>]*lang="ms"/);
    assert.match(markup, /Nombor kad/);
    assert.match(renderCardForm({ purchase, lang: 'xx' }), /<form[^>]*lang="en"/);
  });

  it('escapes what it writes: attributes and text never become markup', () => {
    const message = '"><script>alert(1)</script>';
    const markup = renderCardForm({ purchase, message });
    assert.doesNotMatch(markup, /<script>/);
    assert.match(
      hostAttributes(markup),
      /message="&quot;&gt;&lt;script&gt;alert\(1\)&lt;\/script&gt;"/,
    );
  });

  it('renders a form whose action is 100,000 characters of dots without a stall', () => {
    // A `direct_post_url` a broken gateway or a hostile proxy gives: refused, at once. Runs of
    // dots once made the host checks backtrack (16 s for this one). Blocking code never overruns
    // a Node test's own timeout, so it runs in a process of its own, killed after 5 s.
    const markup = execFileSync(
      process.execPath,
      [
        ...process.execArgv,
        '--input-type=module',
        '--eval',
        `import { renderCardFormContent } from '@checkout-kit/elements/server.js';
        const action = 'http://gate' + '.'.repeat(100_000) + 'x/p/';
        process.stdout.write(renderCardFormContent({ action }));`,
      ],
      { encoding: 'utf8', timeout: 5000, maxBuffer: 4 * 1024 * 1024 },
    );
    assert.match(markup, /name="card_number"/);
    assert.doesNotMatch(markup, /<form[^>]*\saction=/);
  });

  it('refuses an action that cannot be the gateway: no action on the form, no inputs that take data', () => {
    for (const action of ['http://gate.example.test/p/', '/p/relative/', 'javascript:alert(1)']) {
      const markup = renderCardFormContent({ action });
      assert.doesNotMatch(markup, /<form[^>]*\saction=/, action);
      assert.match(markup, /<input[^>]*name="card_number"[^>]*disabled/, action);
    }
    assert.match(
      renderCardFormContent({ action: 'http://localhost:4010/p/1/' }),
      /action="http:\/\/localhost:4010\/p\/1\/"/,
    );
  });

  it('gives every form ids of its own', () => {
    const ids = (markup: string) =>
      [...markup.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1]);
    const first = ids(renderCardFormContent({ purchase }));
    const second = ids(renderCardFormContent({ purchase }));
    assert.ok(first.length > 4);
    assert.equal(new Set([...first, ...second]).size, first.length + second.length);
  });
});

describe('renderCardFormContent', () => {
  it('is the form alone, without the element around it', () => {
    const markup = renderCardFormContent({ purchase });
    assert.doesNotMatch(markup, /checkout-card-form /);
    assert.match(markup, /<form[^>]*class="ck-form"/);
  });

  it('ignores what is not a setting of the card form, as a component passes its props', () => {
    const props = { purchase, onCheckoutSubmit: () => {}, className: 'pay', hidden: true };
    assert.equal(
      renderCardFormContent(props).replace(/-s\d+-/g, '-'),
      renderCardFormContent({ purchase }).replace(/-s\d+-/g, '-'),
    );
  });
});

describe('renderCardFormStyles', () => {
  it("is the card form's own zero-specificity rules, for the page's head", async () => {
    const { renderCardFormStyles } = await import('@checkout-kit/elements/server.js');
    const styles = renderCardFormStyles();
    assert.match(styles, /:where\(checkout-card-form \.ck-form\)/);
    assert.doesNotMatch(styles, /<\/style/i);
  });
});
