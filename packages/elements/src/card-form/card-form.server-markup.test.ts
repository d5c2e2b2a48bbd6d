/**
 * A card form a Node server rendered (`@checkout-kit/elements/server.js`): the payer sees it and
 * types in it before the kit has loaded, and the element takes that markup over, keeping the
 * very nodes, what was typed, focus and the caret.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { CheckoutCardForm } from './card-form.js';
import { CARD_FORM_DEFAULTS, type CardFormSettings } from './internal/card-form-template.js';
import { FORM_RECEIVER } from '../internal/test/form-receiver.js';
import { captureNextPost, errorOf, futureExpiry, input, typeInto } from './test/helpers.js';

/** The options the server renders with, as `renderCardForm` takes them. */
interface Options {
  action?: string;
  amount?: number;
  lang?: string;
  message?: string;
  testMode?: boolean;
}

/** The server's markup of a card form, with `defer-hydration` when `deferred`. */
async function serverMarkup(options: Options, deferred: boolean): Promise<string> {
  const answer = await fetch(
    `/__server-markup?options=${encodeURIComponent(JSON.stringify(options))}`,
  );
  const markup = await answer.text();
  return deferred
    ? markup.replace('<checkout-card-form ', '<checkout-card-form defer-hydration ')
    : markup;
}

/**
 * A page with the server's markup in it, as the browser parses it; the element waits while it
 * has `defer-hydration` (as under React until it has hydrated).
 */
async function serverRendered(
  options: Options,
  { deferred = true, lang = 'en' }: { deferred?: boolean; lang?: string } = {},
): Promise<CheckoutCardForm> {
  const page = await fixture<HTMLElement>(html`<div lang=${lang}></div>`);
  page.innerHTML = await serverMarkup(options, deferred);
  const form = page.querySelector('checkout-card-form');
  if (!form) throw new Error('no card form in the markup');
  return form;
}

/** Lets the element take the markup over, as React does once it has hydrated. */
async function release(form: CheckoutCardForm): Promise<void> {
  form.removeAttribute('defer-hydration');
  await form.updateComplete;
}

const warnings: unknown[][] = [];
const originalWarn = console.warn;
beforeEach(() => {
  warnings.length = 0;
  console.warn = (...args: unknown[]) => warnings.push(args);
});
afterEach(() => {
  console.warn = originalWarn;
});

describe('<checkout-card-form> rendered on a server', () => {
  it("starts from the element's own defaults", async () => {
    // The server renders settings it was not given from CARD_FORM_DEFAULTS: an element no one
    // has set must hold the same, or the takeover would change what the payer sees.
    const element = document.createElement('checkout-card-form');
    const own = Object.fromEntries(
      Object.keys(CARD_FORM_DEFAULTS).map((name) => [
        name,
        element[name as keyof CardFormSettings],
      ]),
    );
    expect(own).to.deep.equal({ ...CARD_FORM_DEFAULTS });
  });

  it('is a labelled form before the kit takes it over, its pay button waiting', async () => {
    const form = await serverRendered({ action: FORM_RECEIVER, amount: 1050 });
    expect(form.hasUpdated).to.equal(false);
    for (const field of ['cardholder_name', 'card_number', 'expires', 'cvc'] as const) {
      expect(input(form, field).labels?.[0]?.textContent).to.not.equal('');
    }
    expect(form.querySelector<HTMLButtonElement>('button[type="submit"]')?.disabled).to.equal(true);
    await expect(form).to.be.accessible();
    await release(form);
    expect(form.querySelector<HTMLButtonElement>('button[type="submit"]')?.disabled).to.equal(
      false,
    );
    expect(form.querySelector<HTMLButtonElement>('button[type="submit"]')?.textContent).to.contain(
      'RM\u00a010.50',
    );
    await expect(form).to.be.accessible();
  });

  it('keeps every character the payer typed before and after, in the same input, focus and caret kept', async () => {
    const form = await serverRendered({ action: FORM_RECEIVER });
    const number = input(form, 'card_number');
    number.focus();
    await sendKeys({ type: '4444333322' });
    await release(form);
    expect(input(form, 'card_number')).to.equal(number, 'the server-rendered input itself');
    expect(document.activeElement).to.equal(number);
    expect(number.value).to.equal('4444 3333 22');
    expect(number.selectionStart).to.equal(number.value.length);
    await sendKeys({ type: '221111' });
    await form.updateComplete;
    expect(number.value).to.equal('4444 3333 2222 1111');
    expect(form.querySelector('svg[role="img"]')?.getAttribute('aria-label')).to.equal('Visa');
    expect(warnings).to.deep.equal([]);
  });

  it('posts to the gateway what the payer typed on either side of the takeover', async () => {
    const form = await serverRendered({ action: FORM_RECEIVER });
    input(form, 'cardholder_name').focus();
    await sendKeys({ type: 'Siti Aisyah' });
    await release(form);
    await typeInto(form, 'card_number', '4444333322221111');
    await typeInto(form, 'expires', futureExpiry().replace('/', ''));
    await typeInto(form, 'cvc', '123');
    const posted = captureNextPost(form);
    form.submit();
    const fields = new URLSearchParams((await posted).body);
    expect(fields.get('cardholder_name')).to.equal('Siti Aisyah');
    expect(fields.get('card_number')).to.equal('4444333322221111');
    expect(fields.get('cvc')).to.equal('123');
  });

  it('shows the error of a field the payer filled and left before the takeover', async () => {
    const form = await serverRendered({ action: FORM_RECEIVER });
    input(form, 'card_number').focus();
    await sendKeys({ type: '4444333322221112' });
    input(form, 'cvc').focus();
    await release(form);
    expect(errorOf(form, 'card_number').textContent).to.not.equal('');
    expect(input(form, 'card_number').getAttribute('aria-invalid')).to.equal('true');
    expect(errorOf(form, 'cvc').textContent).to.equal('');
  });

  it("speaks the page's language once taken over, though the server wrote English", async () => {
    const form = await serverRendered({ action: FORM_RECEIVER }, { lang: 'ms' });
    expect(form.querySelector('form')?.lang).to.equal('en');
    await release(form);
    expect(form.querySelector('form')?.lang).to.equal('ms');
    expect(input(form, 'card_number').labels?.[0]?.textContent?.trim()).to.equal('Nombor kad');
  });

  it('takes the markup over at once when no framework asks it to wait', async () => {
    const form = await serverRendered(
      { action: FORM_RECEIVER, message: 'Declined: try another card.' },
      { deferred: false },
    );
    await form.updateComplete;
    expect(form.querySelectorAll('form')).to.have.length(1);
    expect(form.querySelector('[part="message"]')?.textContent).to.equal(
      'Declined: try another card.',
    );
    expect(form.querySelector<HTMLButtonElement>('button[type="submit"]')?.disabled).to.equal(
      false,
    );
  });

  it("redraws markup that is not its own version's, the entry and focus carried over", async () => {
    const form = await serverRendered({ action: FORM_RECEIVER });
    // Another version of the kit rendered another template: its digest differs.
    const root = [...form.childNodes].find((node) => node.nodeType === Node.COMMENT_NODE);
    if (root) root.textContent = 'lit-part AAAAAAAAAAA=';
    const number = input(form, 'card_number');
    number.focus();
    await sendKeys({ type: '44443333' });
    await release(form);
    expect(form.querySelectorAll('form')).to.have.length(1);
    expect(input(form, 'card_number')).to.not.equal(number);
    expect(input(form, 'card_number').value).to.equal('4444 3333');
    expect(document.activeElement).to.equal(input(form, 'card_number'));
    await sendKeys({ type: '2222' });
    await form.updateComplete;
    expect(input(form, 'card_number').value).to.equal('4444 3333 2222');
  });

  it('in test mode, takes over the panel the server drew, in the same nodes, and its cards fill the form', async () => {
    const form = await serverRendered({ action: FORM_RECEIVER, testMode: true, lang: 'ms' });
    const panel = form.querySelector('[part~="test-mode"]');
    expect(panel?.textContent).to.contain('Mod ujian', 'drawn by the server in Malay');
    await release(form);
    // Compared as a boolean: a failure would otherwise print the whole element.
    expect(form.querySelector('[part~="test-mode"]') === panel).to.equal(
      true,
      'the very node kept',
    );
    form.querySelector<HTMLButtonElement>('.ck-test-card')?.click();
    await form.updateComplete;
    expect(input(form, 'card_number').value).to.equal('4444 3333 2222 1111');
    expect(input(form, 'cvc').value).to.equal('123');
    await expect(form).to.be.accessible();
  });

  it('renders a message from the page as text, never as markup', async () => {
    const form = await serverRendered(
      { action: FORM_RECEIVER, message: '<img src=x onerror="window.pwned=1">' },
      { deferred: false },
    );
    await form.updateComplete;
    expect(form.querySelector('[part="message"] img')).to.equal(null);
    expect(form.querySelector('[part="message"]')?.textContent).to.contain('<img');
  });
});
