import { aTimeout, expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { emulateMedia, itExceptIn, setViewport } from '../internal/test/engine.js';
import { KIT_LANGUAGES, type Purchase } from '@checkout-kit/protocol';
import type { CheckoutCardForm } from './card-form.js';
import type { CheckoutChangeEvent, CheckoutInvalidEvent, CheckoutSubmitEvent } from './events.js';
import {
  type Field,
  cardForm,
  errorOf,
  futureExpiry,
  input,
  tabOut,
  typeInto,
  typeValidCard,
} from './test/helpers.js';
import { FORM_RECEIVER } from '../internal/test/form-receiver.js';

const FIELDS = ['cardholder_name', 'card_number', 'expires', 'cvc'] as const;

describe('<checkout-card-form>', () => {
  afterEach(async () => {
    await emulateMedia({ reducedMotion: 'no-preference', forcedColors: 'none' });
    await setViewport({ width: 800, height: 600 });
  });

  describe('markup for autofill and assistive technology', () => {
    it('renders a real form in light DOM with labelled, autofillable inputs', async () => {
      const form = await cardForm();
      expect(form.shadowRoot).to.equal(null);
      const element = form.querySelector('form');
      expect(element?.method).to.equal('post');
      expect(element?.enctype).to.equal('application/x-www-form-urlencoded');
      expect(element?.getAttribute('action')).to.equal(FORM_RECEIVER);
      const expected = {
        cardholder_name: ['cc-name', null, 'Name on card'],
        card_number: ['cc-number', 'numeric', 'Card number'],
        expires: ['cc-exp', 'numeric', 'Expiry date'],
        cvc: ['cc-csc', 'numeric', 'Security code (CVC)'],
      } as const;
      for (const field of FIELDS) {
        const [autocomplete, inputmode, label] = expected[field];
        const target = input(form, field);
        // The attribute, as autofill reads it: Firefox reflects `cc-csc`, which it never fills, as ''.
        expect(target.getAttribute('autocomplete'), field).to.equal(autocomplete);
        expect(target.getAttribute('inputmode'), field).to.equal(inputmode);
        expect(target.labels?.[0]?.textContent, field).to.contain(label);
        expect(target.hasAttribute('pattern'), field).to.equal(false);
        expect(target.form).to.equal(element);
      }
      await expect(form).to.be.accessible();
    });

    it('exposes the documented parts', async () => {
      const form = await cardForm(
        html`<checkout-card-form
          action=${FORM_RECEIVER}
          remember-card
          test-mode
        ></checkout-card-form>`,
      );
      for (const part of [
        'form',
        'field',
        'label',
        'input',
        'error',
        'button',
        'brand-icon',
        'remember',
        'test-mode',
      ]) {
        expect(form.querySelector(`[part~="${part}"]`), part).to.not.equal(null);
      }
    });

    it('has a polite live region from the first render', async () => {
      const form = await cardForm();
      const region = form.querySelector('[role="status"]');
      expect(region?.getAttribute('aria-live')).to.equal('polite');
      expect(region?.textContent?.trim()).to.equal('');
    });

    it('fires checkout-ready once rendered, and styled', async () => {
      // In a root of its own, which holds no sheet of the kit's yet.
      const host = document.createElement('div');
      const element = document.createElement('checkout-card-form');
      host.attachShadow({ mode: 'open' }).append(element);
      let height = 0;
      element.addEventListener('checkout-ready', () => {
        height = input(element, 'card_number').getBoundingClientRect().height;
      });
      const ready = oneEvent(element, 'checkout-ready');
      document.body.append(host);
      await ready;
      // The styled input's 2.75rem, not an unstyled one's line of text.
      const rem = parseFloat(getComputedStyle(document.documentElement).fontSize);
      expect(height).to.equal(2.75 * rem);
      host.remove();
    });
  });

  describe('errors', () => {
    it('stays quiet while a field is first typed, then speaks when it is left', async () => {
      const form = await cardForm();
      await typeInto(form, 'card_number', '4444 3333');
      expect(errorOf(form, 'card_number').textContent).to.equal('');
      expect(input(form, 'card_number').getAttribute('aria-invalid')).to.equal('false');
      await tabOut(form);
      expect(errorOf(form, 'card_number').textContent).to.equal('Card number is incomplete.');
      expect(input(form, 'card_number').getAttribute('aria-invalid')).to.equal('true');
      expect(input(form, 'card_number').getAttribute('aria-describedby')).to.contain(
        errorOf(form, 'card_number').id,
      );
      expect(form.querySelector('[role="status"]')?.textContent).to.equal(
        'Card number is incomplete.',
      );
      await expect(form).to.be.accessible();
    });

    it('clears an error as soon as the value becomes valid', async () => {
      const form = await cardForm();
      await typeInto(form, 'card_number', '444433332222111');
      await tabOut(form);
      expect(errorOf(form, 'card_number').textContent).to.not.equal('');
      input(form, 'card_number').focus();
      input(form, 'card_number').setSelectionRange(18, 18);
      await sendKeys({ type: '1' });
      await form.updateComplete;
      expect(errorOf(form, 'card_number').textContent).to.equal('');
      expect(input(form, 'card_number').getAttribute('aria-invalid')).to.equal('false');
      expect(input(form, 'card_number').getAttribute('aria-describedby')).to.not.contain('error');
    });

    it('names the field and the rule for each broken rule, accessibly', async () => {
      const cases: [(typeof FIELDS)[number], string, string][] = [
        ['cardholder_name', 'Иван Петров', "Name on card: use only A–Z, spaces, ' . -"],
        ['cardholder_name', 'A'.repeat(31), 'Name as on the card: 30 characters max.'],
        ['card_number', '4444333322221112', 'Card number is not valid: check the digits.'],
        ['card_number', '378282246310005', 'American Express is not accepted here.'],
        ['expires', '13/30', 'Expiry month must be 01 to 12.'],
        ['expires', '01/20', 'Expiry date is in the past.'],
        ['expires', '12/2', 'Expiry date must be written MM/YY.'],
        ['cvc', '12', 'Security code must be 3 or 4 digits.'],
      ];
      for (const [field, value, message] of cases) {
        const form = await cardForm();
        await typeInto(form, field, value);
        await tabOut(form);
        expect(errorOf(form, field).textContent, value).to.equal(message);
        await expect(form).to.be.accessible();
      }
    });

    it('takes the current month as an expiry date', async () => {
      const form = await cardForm();
      await typeInto(form, 'expires', futureExpiry(0).replace('/', ''));
      await tabOut(form);
      expect(errorOf(form, 'expires').textContent).to.equal('');
    });

    it('keeps at most 32 px from an input to the next label, phone or desktop', async () => {
      // As a page's CSS reset (Bootstrap's reboot) spaces every paragraph.
      const reset = document.createElement('style');
      reset.textContent = 'p { margin: 0 0 1rem; }';
      document.head.append(reset);
      try {
        for (const width of [320, 390, 1280]) {
          await setViewport({ width, height: 900 });
          for (const lang of KIT_LANGUAGES) {
            const form = await cardForm(
              html`<checkout-card-form action=${FORM_RECEIVER} lang=${lang}></checkout-card-form>`,
            );
            const bottom = (field: Field) => input(form, field).getBoundingClientRect().bottom;
            // Where the next label's line starts: its field's top (side by side, labels that
            // wrap to different heights are aligned at their bottom, within one shared row).
            const labelTop = (field: Field) =>
              input(form, field).closest('[part="field"]')?.getBoundingClientRect().top ??
              Number.NaN;
            const where = `${lang}, ${width} px`;
            expect(labelTop('card_number') - bottom('cardholder_name'), where).to.be.within(8, 32);
            expect(labelTop('expires') - bottom('card_number'), where).to.be.within(8, 32);
          }
        }
      } finally {
        reset.remove();
      }
    });

    for (const lang of KIT_LANGUAGES) {
      it(`moves the pay button by at most one line when an error appears, in ${lang}`, async () => {
        const cases: [Field, string][] = [
          ['cardholder_name', 'Tan 2'],
          ['card_number', '4444333322221112'],
          ['expires', '0120'],
          ['cvc', '1'],
        ];
        // 320 px: the narrowest phone; every message fits one line there.
        for (const width of [320, 390, 1280]) {
          await setViewport({ width, height: 900 });
          for (const [field, value] of cases) {
            const form = await cardForm(
              html`<checkout-card-form action=${FORM_RECEIVER} lang=${lang}></checkout-card-form>`,
            );
            const button = () =>
              form.querySelector('button[type="submit"]')?.getBoundingClientRect().top ?? 0;
            const before = button();
            await typeInto(form, field, value);
            await tabOut(form);
            const error = errorOf(form, field);
            const where = `${field}, ${lang}, ${width} px`;
            expect(error.textContent, where).to.not.equal('');
            const line = Number.parseFloat(getComputedStyle(error).lineHeight);
            expect(button() - before, where).to.be.at.most(line + 0.5);
          }
        }
      });
    }

    it('keeps one empty line for an error in the font the page gives the error part', async () => {
      const style = document.createElement('style');
      style.textContent = "checkout-card-form [part~='error'] { font-size: 1.4rem; }";
      document.head.append(style);
      try {
        const form = await cardForm();
        const error = errorOf(form, 'cardholder_name');
        const line = Number.parseFloat(getComputedStyle(error).lineHeight);
        expect(line).to.be.above(20);
        // WebKit rounds a line's height down to a whole pixel.
        expect(error.getBoundingClientRect().height).to.be.closeTo(line, 1);
        expect(form.querySelectorAll('[part~="error"]').length).to.equal(4);
      } finally {
        style.remove();
      }
    });

    it('lines up the expiry and CVC inputs when their labels wrap to different heights', async () => {
      // At this width the row keeps two columns, and both labels two lines' room whatever the
      // font: the page's larger type for one wraps the Malay CVC label to more.
      const style = document.createElement('style');
      style.textContent = "checkout-card-form label[for$='-cvc'] { font-size: 1.5em; }";
      document.head.append(style);
      try {
        const form = await cardForm(
          html`<checkout-card-form
            action=${FORM_RECEIVER}
            lang="ms"
            style="width: 23rem"
          ></checkout-card-form>`,
        );
        const top = (field: (typeof FIELDS)[number]) =>
          input(form, field).getBoundingClientRect().top;
        const labelHeight = (field: string) =>
          form.querySelector(`label[for$="-${field}"]`)?.getBoundingClientRect().height;
        expect(top('cvc')).to.be.above(top('card_number'));
        expect(labelHeight('cvc')).to.not.equal(labelHeight('expires'));
        expect(top('expires')).to.equal(top('cvc'));
        await typeInto(form, 'expires', '0120');
        await tabOut(form);
        expect(top('expires')).to.equal(top('cvc'));
      } finally {
        style.remove();
      }
    });

    it('on a failed submit shows every error, announces them and focuses the first invalid field', async () => {
      const form = await cardForm();
      await typeInto(form, 'cardholder_name', 'Siti');
      const invalid = oneEvent(form, 'checkout-invalid') as Promise<CheckoutInvalidEvent>;
      await sendKeys({ press: 'Enter' });
      const { detail } = await invalid;
      await form.updateComplete;
      expect(detail.errors.map((error) => [error.field, error.code])).to.deep.equal([
        ['card_number', 'required'],
        ['expires', 'required'],
        ['cvc', 'required'],
      ]);
      expect(errorOf(form, 'expires').textContent).to.equal('Expiry date is required.');
      expect(document.activeElement).to.equal(input(form, 'card_number'));
      expect(form.querySelector('[role="status"]')?.textContent).to.equal(
        '3 card details need attention.',
      );
      await expect(form).to.be.accessible();
    });
  });

  describe('checkout-change', () => {
    it('tells completeness, validity and brand, and never a card digit', async () => {
      const form = await cardForm(
        html`<checkout-card-form action=${FORM_RECEIVER} remember-card></checkout-card-form>`,
      );
      const details: unknown[] = [];
      for (const type of ['checkout-change', 'checkout-submit', 'checkout-invalid']) {
        form.addEventListener(type, (event) => details.push((event as CheckoutChangeEvent).detail));
      }
      form.addEventListener('checkout-submit', (event) => event.preventDefault());
      await sendKeys({ press: 'Tab' });
      form.reportValidity();
      await typeValidCard(form);
      form.querySelector<HTMLInputElement>('input[name="remember_card"]')?.click();
      form.submit();
      const last = details.at(-2) as CheckoutChangeEvent['detail'];
      expect(last).to.deep.equal({
        complete: true,
        empty: false,
        brand: 'visa',
        fields: {
          cardholder_name: { valid: true, error: null },
          card_number: { valid: true, error: null },
          expires: { valid: true, error: null },
          cvc: { valid: true, error: null },
        },
        rememberCard: true,
      });
      expect(details.length).to.be.greaterThan(20);
      for (const detail of details) expect(JSON.stringify(detail)).to.not.match(/\d/);
    });
  });

  describe('languages', () => {
    it('speaks Malay with lang="ms"', async () => {
      const form = await cardForm(
        html`<checkout-card-form
          action=${FORM_RECEIVER}
          lang="ms"
          amount="1000"
          currency="MYR"
          remember-card
          test-mode
        ></checkout-card-form>`,
      );
      expect(input(form, 'card_number').labels?.[0]?.textContent).to.contain('Nombor kad');
      expect(form.querySelector('button[type="submit"]')?.textContent?.trim()).to.equal(
        'Bayar RM\u00a010.00',
      );
      expect(form.textContent).to.contain('Simpan kad ini untuk pembayaran akan datang');
      expect(form.textContent).to.contain('Mod ujian');
      await typeInto(form, 'expires', '1320');
      await tabOut(form);
      expect(errorOf(form, 'expires').textContent).to.equal('Bulan luput mestilah 01 hingga 12.');
      await expect(form).to.be.accessible();
    });

    it("follows the document's language when it has none of its own", async () => {
      document.documentElement.lang = 'ms-MY';
      try {
        const form = await cardForm();
        expect(form.querySelector('button[type="submit"]')?.textContent?.trim()).to.equal('Bayar');
      } finally {
        document.documentElement.lang = 'en';
      }
    });

    it("follows the document's language when it changes after rendering", async () => {
      const form = await cardForm();
      const pay = () => form.querySelector('button[type="submit"]')?.textContent?.trim();
      expect(pay()).to.equal('Pay');
      try {
        document.documentElement.lang = 'ms';
        await waitUntil(() => pay() === 'Bayar', 'the pay button speaks Malay');
        expect(input(form, 'card_number').labels?.[0]?.textContent).to.contain('Nombor kad');
      } finally {
        document.documentElement.lang = 'en';
      }
      await waitUntil(() => pay() === 'Pay', 'the pay button speaks English again');
    });

    it("follows an ancestor's language when it changes, or when the form moves", async () => {
      const section = await fixture<HTMLElement>(
        html`<section lang="ms">
          <checkout-card-form action=${FORM_RECEIVER}></checkout-card-form>
        </section>`,
      );
      const form = section.querySelector('checkout-card-form');
      if (!form) throw new Error('no card form');
      const pay = () => form.querySelector('button[type="submit"]')?.textContent?.trim();
      await waitUntil(() => pay() === 'Bayar', 'the pay button speaks Malay');
      section.lang = 'en';
      await waitUntil(() => pay() === 'Pay', 'the pay button speaks English');
      const malay = document.createElement('div');
      malay.lang = 'ms';
      section.after(malay);
      try {
        malay.append(form);
        await waitUntil(() => pay() === 'Bayar', 'the moved form speaks Malay');
      } finally {
        malay.remove();
      }
    });

    it("inside another component's shadow root, takes the language around that component", async () => {
      const section = await fixture<HTMLElement>(
        html`<section lang="ms"><shop-checkout></shop-checkout></section>`,
      );
      // A component, defined once it is on the page, that renders the form in its shadow root
      // and then sets its own style sheets, replacing the one the form had adopted there.
      class ShopCheckout extends HTMLElement {
        constructor() {
          super();
          const root = this.attachShadow({ mode: 'open' });
          root.innerHTML = `<div><checkout-card-form action="${FORM_RECEIVER}"></checkout-card-form></div>`;
          const own = new CSSStyleSheet();
          own.replaceSync(':host { display: block; }');
          root.adoptedStyleSheets = [own];
        }
      }
      customElements.define('shop-checkout', ShopCheckout);
      const root = section.querySelector('shop-checkout')?.shadowRoot;
      const form = root?.querySelector('checkout-card-form');
      if (!root || !form) throw new Error('no card form in the shadow root');
      const pay = () => form.querySelector('button[type="submit"]')?.textContent?.trim();
      await waitUntil(() => pay() === 'Bayar', 'the pay button speaks Malay');
      // The form's styles are there, after the component's own.
      expect(getComputedStyle(input(form, 'card_number')).minHeight).to.equal('44px');

      section.lang = 'en';
      await waitUntil(() => pay() === 'Pay', 'the pay button speaks English');
      root.querySelector('div')?.setAttribute('lang', 'ms');
      await waitUntil(() => pay() === 'Bayar', 'Malay from inside the shadow root');
      await expect(form).to.be.accessible();
    });

    it('marks its content with the language it is written in', async () => {
      const form = await cardForm();
      // Set from script, as frameworks do: a property, not an attribute.
      form.lang = 'ms';
      await form.updateComplete;
      expect(form.querySelector('form')?.lang).to.equal('ms');
      try {
        document.documentElement.lang = 'fr';
        form.lang = '';
        // A page in a language the kit does not speak gets English, marked as English.
        await waitUntil(() => form.querySelector('form')?.lang === 'en', 'marked English');
      } finally {
        document.documentElement.lang = 'en';
      }
    });

    it("keeps its own lang when the document's changes", async () => {
      const form = await cardForm(
        html`<checkout-card-form action=${FORM_RECEIVER} lang="en"></checkout-card-form>`,
      );
      try {
        document.documentElement.lang = 'ms';
        // The change is seen (the observer re-renders), and the form's own language still wins.
        await form.updateComplete;
        await aTimeout(0);
        await form.updateComplete;
        expect(form.querySelector('button[type="submit"]')?.textContent?.trim()).to.equal('Pay');
      } finally {
        document.documentElement.lang = 'en';
      }
    });

    it('shows the amount on the pay button in English', async () => {
      const form = await cardForm(
        html`<checkout-card-form
          action=${FORM_RECEIVER}
          amount="1050"
          currency="MYR"
        ></checkout-card-form>`,
      );
      expect(form.querySelector('button[type="submit"]')?.textContent?.trim()).to.equal(
        'Pay RM\u00a010.50',
      );
    });
  });

  describe('a message from the page', () => {
    const declined =
      'Your bank declined the card: insufficient funds. Try another card, or pay by FPX.';

    it('shows the message above the fields in a live region of its own, as text', async () => {
      const form = await cardForm(
        html`<checkout-card-form action=${FORM_RECEIVER} test-mode></checkout-card-form>`,
      );
      const message = form.querySelector<HTMLElement>('[part~="message"]');
      if (!message) throw new Error('no message region');
      expect(message.getBoundingClientRect().height).to.equal(0, 'no room while empty');
      form.message = `${declined} <img src=x onerror=alert(1)>`;
      await form.updateComplete;
      expect(message.getAttribute('role')).to.equal('alert');
      expect(message.textContent).to.equal(`${declined} <img src=x onerror=alert(1)>`);
      expect(message.querySelector('img')).to.equal(null, 'text, never HTML');
      const fields = form.querySelector('[part~="field"]')?.getBoundingClientRect();
      const panel = form.querySelector('[part~="test-mode"]')?.getBoundingClientRect();
      const shown = message.getBoundingClientRect();
      expect(shown.height).to.be.above(0);
      expect(shown.bottom).to.be.at.most(Math.min(fields?.top ?? 0, panel?.top ?? 0));
      expect(message.closest('[role="status"]')).to.equal(null, 'apart from the form’s own');
      await expect(form).to.be.accessible();
    });

    it('takes focus with focus(), even when set in the same task, then gives it back', async () => {
      const form = await cardForm();
      form.message = declined;
      form.focus();
      await form.updateComplete;
      expect(document.activeElement).to.equal(form.querySelector('[part~="message"]'));
      // One tap, or Tab, to the card: the message stays while the payer types a new one.
      await sendKeys({ press: 'Tab' });
      expect(document.activeElement).to.equal(input(form, 'cardholder_name'));
      await typeInto(form, 'card_number', '4000');
      expect(form.querySelector('[part~="message"]')?.textContent).to.equal(declined);
      form.message = '';
      await form.updateComplete;
      form.focus();
      expect(document.activeElement).to.equal(input(form, 'cardholder_name'));
    });

    it('takes the message from its attribute, and keeps it across reset()', async () => {
      const form = await cardForm(
        html`<checkout-card-form action=${FORM_RECEIVER} message=${declined}></checkout-card-form>`,
      );
      form.reset();
      await form.updateComplete;
      expect(form.querySelector('[part~="message"]')?.textContent).to.equal(declined);
    });
  });

  describe('without a direct_post_url', () => {
    it('shows only the notice and its link to the checkout page: no dead fields', async () => {
      const form = await cardForm(
        html`<checkout-card-form checkout-url="https://gate.example/p/abc/"></checkout-card-form>`,
      );
      expect(form.querySelector('input, button')).to.equal(null);
      expect(form.querySelector('[part~="notice"]')?.textContent).to.contain(
        'Card payment is not available here.',
      );
      const link = form.querySelector<HTMLAnchorElement>('[part~="notice"] a');
      expect(link?.href).to.equal('https://gate.example/p/abc/');
      await expect(form).to.be.accessible();
    });

    it('keeps its fields, disabled, while it has nowhere to send the payer either', async () => {
      const form = await cardForm(html`<checkout-card-form></checkout-card-form>`);
      for (const field of FIELDS) expect(input(form, field).disabled, field).to.equal(true);
      input(form, 'card_number').focus();
      await sendKeys({ type: '4444' });
      expect(input(form, 'card_number').value).to.equal('');
      expect(form.querySelector<HTMLButtonElement>('button[type="submit"]')?.disabled).to.equal(
        true,
      );
      await expect(form).to.be.accessible();
    });

    it('never links to a checkout URL that is not http(s)', async () => {
      const form = await cardForm(
        html`<checkout-card-form checkout-url="javascript:alert(1)"></checkout-card-form>`,
      );
      expect(form.querySelector('[part~="notice"] a')).to.equal(null);
    });

    it('takes an action that is not http(s) for none, and never posts there', async () => {
      const form = await cardForm(
        html`<checkout-card-form action="javascript:alert(1)"></checkout-card-form>`,
      );
      expect(form.querySelector('form')?.hasAttribute('action')).to.equal(false);
      expect(input(form, 'card_number').disabled).to.equal(true);
      expect(form.querySelector('[part~="notice"]')?.textContent).to.contain(
        'Card payment is not available here.',
      );
    });
  });

  describe('test mode', () => {
    it('lists both test cards and fills the form from each', async () => {
      const form = await cardForm(
        html`<checkout-card-form action=${FORM_RECEIVER} test-mode></checkout-card-form>`,
      );
      const panel = form.querySelector('[part~="test-mode"]');
      expect(panel?.textContent).to.contain('security code 123');
      expect(panel?.textContent).to.contain('any future expiry date');
      const buttons = [...form.querySelectorAll<HTMLButtonElement>('.ck-test-card')];
      expect(buttons.map((button) => button.textContent?.trim())).to.deep.equal([
        'Use 4444 3333 2222 1111 (without 3-D Secure)',
        'Use 5555 5555 5555 4444 (with 3-D Secure)',
      ]);
      buttons[1]?.click();
      await form.updateComplete;
      expect(input(form, 'card_number').value).to.equal('5555 5555 5555 4444');
      expect(input(form, 'cvc').value).to.equal('123');
      expect(input(form, 'expires').value).to.equal(futureExpiry());
      expect(input(form, 'cardholder_name').value).to.equal('Test Payer');
      expect(form.checkValidity()).to.equal(true);
      buttons[0]?.click();
      await form.updateComplete;
      expect(input(form, 'card_number').value).to.equal('4444 3333 2222 1111');
      await expect(form).to.be.accessible();
    });
    it('keeps a page with several forms in test mode free of repeated landmarks', async () => {
      const page = await fixture<HTMLElement>(
        html`<main>
          <checkout-card-form action=${FORM_RECEIVER} test-mode></checkout-card-form>
          <checkout-card-form action=${FORM_RECEIVER} test-mode></checkout-card-form>
        </main>`,
      );
      const forms = [...page.querySelectorAll('checkout-card-form')];
      await Promise.all(forms.map((form) => form.updateComplete));
      const panels = forms.map((form) => form.querySelector('[part~="test-mode"]'));
      expect(panels.map((panel) => panel?.getAttribute('role'))).to.deep.equal(['group', 'group']);
      expect(panels[0]?.getAttribute('aria-labelledby')).to.not.equal(
        panels[1]?.getAttribute('aria-labelledby'),
      );
      await expect(page).to.be.accessible();
    });
  });

  describe('states', () => {
    it('is accessible when valid', async () => {
      const form = await cardForm();
      await typeValidCard(form);
      await tabOut(form);
      expect(form.checkValidity()).to.equal(true);
      await expect(form).to.be.accessible();
    });

    it('disables everything with disabled', async () => {
      const form = await cardForm(
        html`<checkout-card-form
          action=${FORM_RECEIVER}
          disabled
          remember-card
        ></checkout-card-form>`,
      );
      for (const field of FIELDS) expect(input(form, field).disabled).to.equal(true);
      expect(
        form.querySelector<HTMLInputElement>('input[name="remember_card"]')?.disabled,
      ).to.equal(true);
      expect(form.querySelector<HTMLButtonElement>('button[type="submit"]')?.disabled).to.equal(
        true,
      );
      await expect(form).to.be.accessible();
    });

    it('shows a remember-card box, unchecked, with consent text', async () => {
      const form = await cardForm(
        html`<checkout-card-form action=${FORM_RECEIVER} remember-card></checkout-card-form>`,
      );
      const box = form.querySelector<HTMLInputElement>('input[name="remember_card"]');
      expect(box?.checked).to.equal(false);
      expect(box?.labels?.[0]?.textContent).to.equal('Save this card for future payments');
      const consent = form.querySelector(`#${box?.getAttribute('aria-describedby')}`);
      expect(consent?.textContent).to.contain('The payment gateway keeps the card');
      await expect(form).to.be.accessible();
    });

    it('keeps the remember-card box ticked when it is taken away and shown again', async () => {
      const form = await cardForm(
        html`<checkout-card-form action=${FORM_RECEIVER} remember-card></checkout-card-form>`,
      );
      const box = () => form.querySelector<HTMLInputElement>('input[name="remember_card"]');
      box()?.click();
      form.rememberCard = false;
      await form.updateComplete;
      expect(box()).to.equal(null);
      // Hidden, the box posts nothing, and the events say so.
      const submits: CheckoutSubmitEvent[] = [];
      form.addEventListener('checkout-submit', (event) => {
        submits.push(event);
        event.preventDefault();
      });
      await typeValidCard(form);
      form.submit();
      expect(submits.map(({ detail }) => detail.rememberCard)).to.deep.equal([false]);
      form.rememberCard = true;
      await form.updateComplete;
      expect(box()?.checked).to.equal(true);
    });

    it('takes its settings from a purchase', async () => {
      const form = await cardForm(html`<checkout-card-form></checkout-card-form>`);
      form.purchase = {
        direct_post_url: 'https://gate.example/p/1/direct_post/',
        checkout_url: 'https://gate.example/p/1/',
        purchase: { total: 2500, currency: 'MYR', products: [] },
        is_test: true,
        payment_method_whitelist: ['mastercard', 'fpx'],
      } as unknown as Purchase;
      await form.updateComplete;
      expect(form.querySelector('form')?.getAttribute('action')).to.equal(
        'https://gate.example/p/1/direct_post/',
      );
      expect(form.querySelector('button[type="submit"]')?.textContent?.trim()).to.equal(
        'Pay RM\u00a025.00',
      );
      expect(form.querySelector('[part~="test-mode"]')).to.not.equal(null);
      await typeInto(form, 'card_number', '4444333322221111');
      await tabOut(form);
      expect(errorOf(form, 'card_number').textContent).to.equal('Visa is not accepted here.');
    });

    it('takes every brand again from a later purchase without a whitelist', async () => {
      const form = await cardForm(html`<checkout-card-form></checkout-card-form>`);
      form.purchase = {
        direct_post_url: 'https://gate.example/p/3/direct_post/',
        is_test: false,
        payment_method_whitelist: ['mastercard'],
      } as unknown as Purchase;
      await form.updateComplete;
      expect(form.brands).to.equal('mastercard');
      form.purchase = {
        direct_post_url: 'https://gate.example/p/4/direct_post/',
        is_test: false,
        payment_method_whitelist: null,
      } as unknown as Purchase;
      await form.updateComplete;
      expect(form.brands).to.equal('visa mastercard maestro');
    });

    it('keeps its brands when a purchase brings a whitelist that is no list', async () => {
      const form = await cardForm(html`<checkout-card-form></checkout-card-form>`);
      form.purchase = {
        direct_post_url: 'https://gate.example/p/2/direct_post/',
        is_test: false,
        payment_method_whitelist: 'visa',
      } as unknown as Purchase;
      await form.updateComplete;
      expect(form.brands).to.equal('visa mastercard maestro');
      expect(form.querySelector('form')?.getAttribute('action')).to.equal(
        'https://gate.example/p/2/direct_post/',
      );
    });
  });

  describe('methods', () => {
    it('checkValidity, reportValidity, reset and focus', async () => {
      const form = await cardForm();
      expect(form.checkValidity()).to.equal(false);
      expect(errorOf(form, 'cardholder_name').textContent).to.equal('');
      expect(form.reportValidity()).to.equal(false);
      await form.updateComplete;
      expect(errorOf(form, 'cardholder_name').textContent).to.equal('Name on card is required.');
      await aTimeout(0);
      expect(document.activeElement).to.equal(input(form, 'cardholder_name'));
      await typeValidCard(form);
      expect(form.reportValidity()).to.equal(true);
      const changes: CheckoutChangeEvent[] = [];
      form.addEventListener('checkout-change', (event) => changes.push(event));
      form.reset();
      await form.updateComplete;
      // A listener that enabled its own pay button on `complete` hears of the reset.
      expect(changes.map(({ detail }) => [detail.complete, detail.empty])).to.deep.equal([
        [false, true],
      ]);
      for (const field of FIELDS) expect(input(form, field).value).to.equal('');
      expect(errorOf(form, 'cvc').textContent).to.equal('');
      input(form, 'cvc').focus();
      form.focus();
      expect(document.activeElement).to.equal(input(form, 'cardholder_name'));
    });
  });

  describe('on a phone', () => {
    it('gives every control a thumb taps at least 44 × 44 px, at 320 and 390 px', async () => {
      for (const width of [320, 390]) {
        await setViewport({ width, height: 900 });
        const form = await cardForm(
          html`<checkout-card-form
            action=${FORM_RECEIVER}
            amount="1000"
            test-mode
            remember-card
          ></checkout-card-form>`,
        );
        const small: string[] = [];
        for (const control of form.querySelectorAll<HTMLInputElement | HTMLButtonElement>(
          'input, button',
        )) {
          // A box ticks with its label too: the two are one target.
          const label = control.id ? form.querySelector(`label[for="${control.id}"]`) : null;
          const boxes = [control, ...(label && control.type === 'checkbox' ? [label] : [])].map(
            (element) => element.getBoundingClientRect(),
          );
          const height =
            Math.max(...boxes.map((box) => box.bottom)) - Math.min(...boxes.map((box) => box.top));
          const across =
            Math.max(...boxes.map((box) => box.right)) - Math.min(...boxes.map((box) => box.left));
          if (height < 44 || across < 44) {
            small.push(
              `${control.getAttribute('name') ?? control.textContent?.trim()}: ${across}×${height}`,
            );
          }
        }
        expect(small, `${width} px`).to.deep.equal([]);
        expect(document.documentElement.scrollWidth, 'nothing sideways').to.be.at.most(width);
      }
      await setViewport({ width: 800, height: 600 });
    });
  });

  describe('theming and media', () => {
    it('is styled through custom properties, and page rules win', async () => {
      const form = await cardForm(
        html`<checkout-card-form
          action=${FORM_RECEIVER}
          style="--checkout-color-primary: rgb(1, 2, 3)"
        ></checkout-card-form>`,
      );
      const button = form.querySelector('button[type="submit"]') as HTMLElement;
      expect(getComputedStyle(button).backgroundColor).to.equal('rgb(1, 2, 3)');
      const style = document.createElement('style');
      style.textContent = `checkout-card-form [part~='input'] { border-color: rgb(4, 5, 6); }`;
      document.head.append(style);
      try {
        expect(getComputedStyle(input(form, 'cvc')).borderTopColor).to.equal('rgb(4, 5, 6)');
      } finally {
        style.remove();
      }
    });

    it('turns dark with the page’s color-scheme alone, every surface, readably', async () => {
      const page = await fixture<HTMLElement>(
        html`<div style="color-scheme: dark; background: #0d1117">
          <checkout-card-form action=${FORM_RECEIVER} test-mode></checkout-card-form>
        </div>`,
      );
      const form = page.querySelector('checkout-card-form') as CheckoutCardForm;
      await form.updateComplete;
      /** The relative luminance of a computed `rgb()` colour, 0 (black) to 1 (white). */
      const luminance = (color: string) => {
        const [r = 0, g = 0, b = 0] = (color.match(/\d+(\.\d+)?/g) ?? []).map(Number);
        const linear = (c: number) => {
          const v = c / 255;
          return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
        };
        return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
      };
      const surfaces = [
        form.querySelector('[part~="test-mode"]'),
        form.querySelector('.ck-test-card'),
        input(form, 'card_number'),
      ] as HTMLElement[];
      for (const surface of surfaces) {
        const style = getComputedStyle(surface);
        const name = surface.className;
        expect(luminance(style.backgroundColor), `${name} background`).to.be.below(0.1);
        expect(luminance(style.color), `${name} text`).to.be.above(0.6);
      }
      await expect(form).to.be.accessible();
    });

    itExceptIn(['firefox', 'webkit'], 'its driver emulates no media feature')(
      'stops the busy spinner for reduced motion',
      async () => {
        await emulateMedia({ reducedMotion: 'reduce' });
        const form = await cardForm();
        await typeValidCard(form);
        form.querySelector('form')?.addEventListener('submit', (event) => event.preventDefault());
        form.submit();
        await form.updateComplete;
        const spinner = form.querySelector('.ck-spinner') as HTMLElement;
        expect(getComputedStyle(spinner).animationName).to.equal('none');
      },
    );

    itExceptIn(['firefox', 'webkit'], 'its driver emulates no media feature')(
      'keeps borders and the focus ring in forced colours',
      async () => {
        await emulateMedia({ forcedColors: 'active' });
        const form = await cardForm();
        input(form, 'expires').focus();
        await sendKeys({ press: 'Tab' });
        expect(document.activeElement).to.equal(input(form, 'cvc'));
        const style = getComputedStyle(input(form, 'cvc'));
        expect(style.borderTopStyle).to.equal('solid');
        expect(style.outlineStyle).to.equal('solid');
      },
    );

    it('fits a narrow viewport (200 % zoom) without sideways scrolling', async () => {
      await setViewport({ width: 320, height: 640 });
      const form = await cardForm(
        html`<checkout-card-form
          action=${FORM_RECEIVER}
          remember-card
          test-mode
          amount="1000"
        ></checkout-card-form>`,
      );
      expect(document.documentElement.scrollWidth).to.be.at.most(320);
      const right = form.getBoundingClientRect().right;
      for (const control of form.querySelectorAll('input, button')) {
        expect(control.getBoundingClientRect().right).to.be.at.most(right);
      }
    });

    it('keeps each input a line of its text tall at any type size', async () => {
      // The inputs are size-contained (typing lays out nothing around them): their height must
      // still come from their text, never clip it.
      const form = await cardForm();
      for (const typeSize of ['16px', '30px', '48px']) {
        form.style.fontSize = typeSize;
        for (const field of ['cardholder_name', 'card_number', 'expires', 'cvc'] as const) {
          const control = input(form, field);
          const style = getComputedStyle(control);
          const line = document.createElement('div');
          // Not the `font` shorthand: it reads as '' with `font-variant-numeric` set.
          const { fontFamily, fontSize, fontWeight, lineHeight } = style;
          Object.assign(line.style, { fontFamily, fontSize, fontWeight, lineHeight });
          line.textContent = '4242';
          document.body.append(line);
          const textHeight = line.getBoundingClientRect().height;
          line.remove();
          const content =
            control.clientHeight - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom);
          expect(content, `${field} at ${typeSize}`).to.be.at.least(textHeight - 0.5);
        }
      }
    });

    it('takes the width of its fields where the page sizes it to its content', async () => {
      // An inline block, and a flex item that does not grow: the form is as wide as its
      // content, never squeezed to nothing with its inputs spilling out.
      for (const around of ['display: inline-block', 'display: flex']) {
        const wrapper = await fixture<HTMLElement>(
          html`<div style=${around}>
            <checkout-card-form action=${FORM_RECEIVER}></checkout-card-form>
          </div>`,
        );
        const form = wrapper.querySelector('checkout-card-form') as CheckoutCardForm;
        await form.updateComplete;
        const { left, right, width } = form.getBoundingClientRect();
        expect(width, around).to.be.greaterThan(100);
        for (const control of form.querySelectorAll('input, button')) {
          const box = control.getBoundingClientRect();
          expect(box.left, around).to.be.at.least(left);
          expect(box.right, around).to.be.at.most(right);
        }
      }
    });
  });
});
