import { aTimeout, expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { emulateMedia, itExceptIn, setViewport } from '../internal/test/engine.js';
import type { CheckoutMethodSelectEvent, CheckoutMethodsLoadEvent } from './events.js';
import type { CheckoutMethodPicker, NavigateMode } from './method-picker.js';
import {
  clickOn,
  announcement,
  continueControl,
  groups,
  labelText,
  nextNavigation,
  optionNames,
  picker,
  pickerWith,
  radio,
  radios,
  recordVisits,
  recorded,
  shadow,
} from './test/helpers.js';

/** Where a text node's last line ends. */
function rangeBottom(node: Node): number {
  const range = document.createRange();
  range.selectNodeContents(node);
  return range.getBoundingClientRect().bottom;
}

/** The picker's currently focused element, inside its shadow root. */
const focused = (element: CheckoutMethodPicker) => shadow(element).activeElement;

/** Records every `checkout-method-select` of an element. */
function selections(element: CheckoutMethodPicker) {
  const details: CheckoutMethodSelectEvent['detail'][] = [];
  element.addEventListener('checkout-method-select', (event) => details.push(event.detail));
  return details;
}

describe('<checkout-method-picker>', () => {
  afterEach(async () => {
    await emulateMedia({ reducedMotion: 'no-preference', forcedColors: 'none' });
    await setViewport({ width: 800, height: 600 });
  });

  describe('rendering a recorded lookup result', () => {
    it('renders into a shadow root, as one radio group with a legend', async () => {
      const element = await picker();
      const root = shadow(element);
      const group = root.querySelector('fieldset[part="fieldset"]');
      expect(group?.querySelector(':scope > legend')?.textContent?.trim()).to.equal(
        'Payment method',
      );
      const inputs = radios(element);
      expect(inputs.length).to.equal(12);
      expect(new Set(inputs.map((input) => input.name)).size).to.equal(1);
      expect(inputs.every((input) => group?.contains(input))).to.equal(true);
      expect(element.querySelector('*')).to.equal(null, 'nothing in light DOM');
      await expect(element).to.be.accessible();
    });

    it('shows the card methods as one Card option with each brand logo named', async () => {
      const element = await picker();
      const card = radio(element, 'card');
      expect(radios(element)[0]).to.equal(card);
      expect(labelText(card)).to.equal('Card Visa Mastercard Maestro Google Pay Apple Pay');
      const logos = [...(card.closest('label')?.querySelectorAll('img') ?? [])];
      expect(logos.map((logo) => [logo.alt, new URL(logo.src).pathname])).to.deep.equal([
        ['Visa', '/static/logos/visa.svg'],
        ['Mastercard', '/static/logos/mastercard.svg'],
        ['Maestro', '/static/logos/maestro.svg'],
        ['Google Pay', '/static/logos/google_pay.svg'],
        ['Apple Pay', '/static/logos/apple_pay.svg'],
      ]);
      for (const method of ['visa', 'mastercard', 'maestro', 'mpgs_google_pay', 'mpgs_apple_pay']) {
        expect(radios(element).some((input) => input.value === method)).to.equal(false);
      }
    });

    it('groups the other methods by country, in the order of by_country, Other last', async () => {
      const element = await picker();
      expect(groups(element)).to.deep.equal([
        [
          'Malaysia',
          [
            'fpx',
            'fpx_b2b1',
            'duitnow_qr',
            'dnqr',
            'razer_tng',
            'razer_grabpay',
            'shopee_pay',
            'razer_shopeepay',
            'razer_maybankqr',
            'razer_atome',
          ],
        ],
        ['Other', ['crypto_coin']],
      ]);
    });

    it('names each method with its readable name, its logo decorative beside it', async () => {
      const element = await picker();
      expect(optionNames(element).slice(1, 4)).to.deep.equal([
        'FPX Online Banking',
        'FPX Corporate Banking (B2B1)',
        'DuitNow QR',
      ]);
      const logo = radio(element, 'fpx').closest('label')?.querySelector('img');
      expect(logo?.alt).to.equal('');
      expect(logo?.getAttribute('src')).to.equal(
        new URL('/static/logos/fpx.svg', location.href).href,
      );
      await waitUntil(() => logo?.complete && logo.naturalWidth > 0, 'the logo loads');
    });

    it('tells alike methods apart by the lines the page gives, shown as text', async () => {
      const element = await pickerWith(recorded.en());
      element.descriptions = {
        fpx: 'Personal bank accounts',
        fpx_b2b1: '<b>Company</b> bank accounts',
        card: '',
      };
      await element.updateComplete;
      const description = (method: string) =>
        radio(element, method).closest('label')?.querySelector('[part="description"]') ?? null;
      expect(description('fpx')?.textContent).to.equal('Personal bank accounts');
      expect(description('fpx_b2b1')?.textContent).to.equal('<b>Company</b> bank accounts');
      expect(description('fpx_b2b1')?.querySelector('b')).to.equal(null);
      // Under the name, not beside it.
      const name = radio(element, 'fpx').closest('label')?.querySelector('[part="name"]');
      expect(description('fpx')?.getBoundingClientRect().top).to.be.at.least(
        (name?.firstChild && rangeBottom(name.firstChild)) ?? Number.NaN,
      );
      expect(description('duitnow_qr')).to.equal(null);
      expect(description('card')).to.equal(null, 'an empty line is no line');
      expect(optionNames(element)[1]).to.equal('FPX Online Banking Personal bank accounts');
      await expect(element).to.be.accessible();
    });

    it('reads descriptions only as own strings: a prototype key or a number is none', async () => {
      const lookup = recorded.en();
      lookup.available_payment_methods.push('constructor', 'toString');
      const element = await pickerWith(lookup);
      element.descriptions = JSON.parse('{"fpx": 7, "__proto__": "x"}') as Record<string, string>;
      await element.updateComplete;
      expect(shadow(element).querySelector('[part="description"]')).to.equal(null);
    });

    it('shows logos 32 px tall, so that their lettering reads on a phone', async () => {
      await setViewport({ width: 390, height: 844 });
      const element = await picker();
      const logo = radio(element, 'fpx_b2b1').closest('label')?.querySelector('img');
      await waitUntil(() => logo?.complete && logo.naturalWidth > 0, 'the logo loads');
      expect(logo?.getBoundingClientRect().height).to.equal(32);
    });

    it('leaves out methods above the amount: the recorded RM 1.00 result', async () => {
      const element = await pickerWith(recorded.small());
      const values = radios(element).map((input) => input.value);
      expect(values).to.not.include('fpx_b2b1');
      expect(values).to.not.include('razer_atome');
      expect(values).to.include('fpx');
    });

    it('shows unknown methods with their identifier, in the group by_country gives or Other', async () => {
      const lookup = recorded.en();
      lookup.available_payment_methods.push('razer_boost', 'new_wallet');
      lookup.by_country.MY?.push('razer_boost');
      lookup.names.razer_boost = 'Boost';
      const element = await pickerWith(lookup);
      expect(groups(element)[0]?.[1]).to.include('razer_boost');
      expect(labelText(radio(element, 'razer_boost'))).to.equal('Boost');
      expect(groups(element).at(-1)?.[1].at(-1)).to.equal('new_wallet');
      expect(labelText(radio(element, 'new_wallet'))).to.equal('new_wallet');
    });

    it('takes a logo as one path or several, and shows the other groups without cards', async () => {
      const element = await pickerWith({
        available_payment_methods: ['fpx', 'duitnow_qr'],
        by_country: { MY: ['fpx', 'duitnow_qr'] },
        country_names: { MY: 'Malaysia' },
        names: { fpx: 'FPX', duitnow_qr: 'DuitNow QR' },
        logos: { fpx: ['/static/logos/fpx.svg', '/static/logos/fpx_b2b1.svg'] },
        card_methods: [],
      });
      expect(radios(element).map((input) => input.value)).to.deep.equal(['fpx', 'duitnow_qr']);
      expect(radio(element, 'fpx').closest('label')?.querySelectorAll('img').length).to.equal(2);
      expect(
        radio(element, 'duitnow_qr').closest('label')?.querySelectorAll('img').length,
      ).to.equal(0);
    });

    it('fires checkout-methods-load with the result, fetched or given', async () => {
      const element = document.createElement('checkout-method-picker');
      element.src = '/__methods/en';
      const fetched = oneEvent(
        element,
        'checkout-methods-load',
      ) as Promise<CheckoutMethodsLoadEvent>;
      document.body.append(element);
      try {
        const { detail } = await fetched;
        expect(detail.methods.available_payment_methods).to.include('fpx');
        expect(radios(element).length).to.equal(12);
        const given = oneEvent(
          element,
          'checkout-methods-load',
        ) as Promise<CheckoutMethodsLoadEvent>;
        element.methods = recorded.small();
        expect((await given).detail.methods).to.equal(element.methods);
      } finally {
        element.remove();
      }
    });

    it('speaks Malay with lang="ms", and asks the lookup for Malay names', async () => {
      const element = await picker(
        html`<checkout-method-picker lang="ms" src="/__methods/ms"></checkout-method-picker>`,
      );
      expect(shadow(element).querySelector('legend')?.textContent?.trim()).to.equal(
        'Kaedah pembayaran',
      );
      expect(labelText(radio(element, 'card'))).to.equal(
        'Kad Visa Mastercard Maestro Google Pay Apple Pay',
      );
      expect(groups(element).map(([name]) => name)).to.deep.equal(['Malaysia', 'Lain-lain']);
      expect(labelText(radio(element, 'fpx'))).to.equal('Perbankan Dalam Talian FPX');
      await expect(element).to.be.accessible();
    });

    it('marks its content with the language it is written in', async () => {
      const element = await pickerWith(recorded.ms());
      element.lang = 'ms';
      await element.updateComplete;
      expect(shadow(element).querySelector('fieldset')?.lang).to.equal('ms');
      expect(shadow(element).querySelector('[role="status"]')?.getAttribute('lang')).to.equal('ms');
    });

    it("follows a change of the document's language after it rendered", async () => {
      const element = await pickerWith(recorded.en());
      const legend = () => shadow(element).querySelector('legend')?.textContent?.trim();
      expect(legend()).to.equal('Payment method');
      try {
        document.documentElement.lang = 'ms';
        await waitUntil(() => legend() === 'Kaedah pembayaran', 'the legend speaks Malay');
      } finally {
        document.documentElement.lang = 'en';
      }
      await waitUntil(() => legend() === 'Payment method', 'the legend speaks English again');
    });

    it("follows the document's language when it has none of its own", async () => {
      document.documentElement.lang = 'ms-MY';
      try {
        const element = await pickerWith(recorded.ms());
        expect(shadow(element).querySelector('legend')?.textContent?.trim()).to.equal(
          'Kaedah pembayaran',
        );
      } finally {
        document.documentElement.lang = 'en';
      }
    });
  });

  describe('hostile lookup results', () => {
    it('renders hostile names as plain text', async () => {
      const hostile = '<img src=x onerror=alert(1)>';
      let alerted = false;
      const alert = window.alert;
      window.alert = () => {
        alerted = true;
      };
      try {
        const element = await pickerWith({
          available_payment_methods: ['fpx', 'visa'],
          by_country: { card: ['visa'], MY: ['fpx'] },
          country_names: { MY: `<b>${hostile}</b>` },
          names: { fpx: hostile, visa: `${hostile}"` },
          logos: { visa: '/static/logos/visa.svg' },
          card_methods: ['visa'],
        });
        await aTimeout(50);
        expect(labelText(radio(element, 'fpx'))).to.equal(hostile);
        expect(groups(element)[0]?.[0]).to.equal(`<b>${hostile}</b>`);
        const cardLogo = radio(element, 'card').closest('label')?.querySelector('img');
        expect(cardLogo?.alt).to.equal(`${hostile}"`);
        expect(shadow(element).querySelectorAll('img').length).to.equal(1);
        expect(shadow(element).querySelector('b')).to.equal(null);
        expect(alerted).to.equal(false);
        await expect(element).to.be.accessible();
      } finally {
        window.alert = alert;
      }
    });

    it('shows a logo only when its URL is http(s) or relative', async () => {
      const element = await pickerWith({
        available_payment_methods: ['a', 'b', 'c', 'd', 'e', 'f', 'g'],
        by_country: { any: ['a', 'b', 'c', 'd', 'e', 'f', 'g'] },
        country_names: {},
        names: {},
        logos: {
          a: 'javascript:alert(1)',
          b: 'data:image/svg+xml,<svg onload="alert(1)"/>',
          c: ['  JAVASCRIPT:alert(1)', 'https://cdn.example/c.svg'],
          d: '/static/logos/fpx.svg',
          e: 'http://cdn.example/e.svg',
          f: { src: '/x.svg' },
          g: 'blob:https://x/1',
        },
        card_methods: [],
      } as unknown);
      const sources = (method: string) =>
        [...(radio(element, method).closest('label')?.querySelectorAll('img') ?? [])].map((img) =>
          img.getAttribute('src'),
        );
      expect(sources('a')).to.deep.equal([]);
      expect(sources('b')).to.deep.equal([]);
      expect(sources('c')).to.deep.equal(['https://cdn.example/c.svg']);
      expect(sources('d')).to.deep.equal([new URL('/static/logos/fpx.svg', location.href).href]);
      expect(sources('e')).to.deep.equal(['http://cdn.example/e.svg']);
      expect(sources('f')).to.deep.equal([]);
      expect(sources('g')).to.deep.equal([]);
      expect(groups(element)).to.deep.equal([['Other', ['a', 'b', 'c', 'd', 'e', 'f', 'g']]]);
    });

    it('ignores values of the wrong type and keys of the prototype', async () => {
      const element = await pickerWith(
        JSON.parse(`{
          "available_payment_methods": ["fpx", 42, null, "constructor", "__proto__", "toString", "FPX", "fpx&x=1", "fpx"],
          "by_country": {"__proto__": ["fpx"], "MY": "fpx", "XX": 7},
          "country_names": {"MY": 12},
          "names": {"fpx": ["FPX"], "__proto__": "x"},
          "logos": {"constructor": "/static/logos/fpx.svg"},
          "card_methods": "visa"
        }`),
      );
      // One of each method-like name: `toString`, `FPX` and `fpx&x=1` are not method names.
      expect(radios(element).map((input) => input.value)).to.deep.equal([
        'fpx',
        'constructor',
        '__proto__',
      ]);
      // Names of the wrong type, and the prototype's `constructor`, give way to the identifier.
      expect(labelText(radio(element, 'fpx'))).to.equal('fpx');
      expect(labelText(radio(element, 'constructor'))).to.equal('constructor');
      // A country key `__proto__` of the payload is a plain key, named by its code.
      expect(groups(element)).to.deep.equal([
        ['__proto__', ['fpx']],
        ['Other', ['constructor', '__proto__']],
      ]);
      expect(Object.prototype).to.not.have.property('fpx');
    });

    it('shows the empty state for a methods value that is no lookup result', async () => {
      const element = await pickerWith('not a lookup');
      expect(radios(element).length).to.equal(0);
      expect(announcement(element)).to.equal('No payment method is available.');
    });
  });

  describe('keyboard and choice', () => {
    it('is one tab stop; arrow keys, Home and End move the choice', async () => {
      const element = await picker();
      const before = document.createElement('button');
      before.textContent = 'before';
      const after = document.createElement('button');
      after.textContent = 'after';
      element.before(before);
      element.after(after);
      const chosen = selections(element);
      try {
        before.focus();
        await sendKeys({ press: 'Tab' });
        expect(focused(element)).to.equal(radio(element, 'card'));
        expect(element.value).to.equal('', 'focus alone chooses nothing');

        await sendKeys({ press: 'ArrowDown' });
        await element.updateComplete;
        expect(focused(element)).to.equal(radio(element, 'fpx'));
        expect(element.value).to.equal('fpx');
        expect(element.getAttribute('value')).to.equal('fpx');

        await sendKeys({ press: 'End' });
        await element.updateComplete;
        expect(focused(element)).to.equal(radio(element, 'crypto_coin'));
        expect(element.value).to.equal('crypto_coin');

        await sendKeys({ press: 'Home' });
        await element.updateComplete;
        expect(focused(element)).to.equal(radio(element, 'card'));
        expect(element.value).to.equal('card');

        await sendKeys({ press: 'ArrowUp' });
        await element.updateComplete;
        expect(element.value).to.equal('crypto_coin', 'arrows wrap around');
        await sendKeys({ press: 'ArrowDown' });
        await element.updateComplete;
        expect(element.value).to.equal('card', 'both ways');
        await sendKeys({ press: 'ArrowUp' });
        await element.updateComplete;

        await sendKeys({ press: 'Tab' });
        expect(document.activeElement).to.equal(after, 'one tab stop for the whole group');
        await sendKeys({ press: 'Shift+Tab' });
        expect(focused(element)).to.equal(radio(element, 'crypto_coin'), 'back to the choice');

        expect(chosen.map((detail) => detail.method)).to.deep.equal([
          'fpx',
          'crypto_coin',
          'card',
          'crypto_coin',
          'card',
          'crypto_coin',
        ]);
        expect(chosen[0]).to.deep.equal({
          method: 'fpx',
          name: 'FPX Online Banking',
          isCard: false,
          bank: null,
        });
        expect(chosen[2]).to.deep.equal({ method: 'card', name: 'Card', isCard: true, bank: null });
        await expect(element).to.be.accessible();
      } finally {
        before.remove();
        after.remove();
      }
    });

    it('chooses with a click on the option, and shows the choice', async () => {
      const element = await picker();
      const chosen = selections(element);
      radio(element, 'duitnow_qr').closest('label')?.click();
      await element.updateComplete;
      expect(element.value).to.equal('duitnow_qr');
      expect(radio(element, 'duitnow_qr').checked).to.equal(true);
      expect(chosen).to.deep.equal([
        { method: 'duitnow_qr', name: 'DuitNow QR', isCard: false, bank: null },
      ]);
      await expect(element).to.be.accessible();
    });

    it('never fires checkout-method-select when value is set by code', async () => {
      const element = await picker(
        html`<checkout-method-picker src="/__methods/en" value="fpx"></checkout-method-picker>`,
      );
      const chosen = selections(element);
      expect(radio(element, 'fpx').checked).to.equal(true);
      element.value = 'card';
      await element.updateComplete;
      expect(radio(element, 'card').checked).to.equal(true);
      expect(radio(element, 'fpx').checked).to.equal(false);
      element.setAttribute('value', 'razer_tng');
      await element.updateComplete;
      expect(radio(element, 'razer_tng').checked).to.equal(true);
      element.value = 'unknown';
      await element.updateComplete;
      expect(radios(element).some((input) => input.checked)).to.equal(false);
      expect(chosen).to.deep.equal([]);
    });

    it('shows the value a checkout-method-select listener sets back', async () => {
      const element = await picker(
        html`<checkout-method-picker src="/__methods/en" value="fpx"></checkout-method-picker>`,
      );
      element.addEventListener('checkout-method-select', () => (element.value = 'fpx'));
      radio(element, 'duitnow_qr').click();
      await element.updateComplete;
      expect(element.value).to.equal('fpx');
      expect(radio(element, 'fpx').checked).to.equal(true);
      expect(radio(element, 'duitnow_qr').checked).to.equal(false);
    });

    it('has no value attribute until something is chosen', async () => {
      const element = await picker();
      expect(element.hasAttribute('value')).to.equal(false);
    });
  });

  describe('navigation', () => {
    const checkoutUrl = 'https://gate.example/p/42/?lang=ms#top';

    /** A picker of the English lookup that navigates to `https://gate.example/p/42/`. */
    const navigatingPicker = (mode: NavigateMode = 'preferred') =>
      picker(
        html`<checkout-method-picker
          src="/__methods/en"
          checkout-url="https://gate.example/p/42/"
          navigate=${mode}
        ></checkout-method-picker>`,
      );

    for (const mode of ['preferred', 'active'] as const) {
      it(`with navigate="${mode}", Continue goes to the checkout URL with ?${mode}=`, async () => {
        const element = await picker(
          html`<checkout-method-picker
            src="/__methods/en"
            checkout-url=${checkoutUrl}
            navigate=${mode}
          ></checkout-method-picker>`,
        );
        const control = () => continueControl(element);
        expect(control()).to.equal(null, 'nothing to continue with before a choice');
        await expect(element).to.be.accessible();

        radio(element, 'fpx').click();
        await element.updateComplete;
        expect(control()?.textContent?.trim()).to.equal('Continue with FPX Online Banking');
        const navigated = nextNavigation(element);
        control()?.click();
        expect(await navigated).to.equal(`https://gate.example/p/42/?lang=ms&${mode}=fpx#top`);

        radio(element, 'card').click();
        await element.updateComplete;
        expect(control()?.href).to.equal(`https://gate.example/p/42/?lang=ms&${mode}=card#top`);
        await expect(element).to.be.accessible();
      });
    }

    it('only selects on a click, a tap or an arrow key: Continue names the choice', async () => {
      const element = await navigatingPicker();
      const visits = recordVisits(element);
      radio(element, 'fpx').focus();
      await sendKeys({ press: 'Space' });
      await sendKeys({ press: 'ArrowDown' });
      await element.updateComplete;
      expect(element.value).to.equal(radios(element)[2]?.value);
      await clickOn(radio(element, 'razer_grabpay'));
      await element.updateComplete;
      await aTimeout(50);
      expect(visits).to.deep.equal([], 'no choice leaves the page');
      expect(element.value).to.equal('razer_grabpay');
      expect(continueControl(element)?.textContent?.trim()).to.equal('Continue with GrabPay');

      await clickOn(continueControl(element) as HTMLElement);
      await waitUntil(() => visits.length > 0, 'Continue followed');
      expect(visits).to.deep.equal(['https://gate.example/p/42/?preferred=razer_grabpay']);
    });

    it('opens the chosen row on its Continue, right under it, the width of the list', async () => {
      const element = await navigatingPicker();
      await clickOn(radio(element, 'fpx'));
      await element.updateComplete;
      const row = radio(element, 'fpx').closest('label')?.getBoundingClientRect();
      const list = shadow(element).querySelector('[part="fieldset"]')?.getBoundingClientRect();
      const button = continueControl(element)?.getBoundingClientRect();
      if (!row || !list || !button) throw new Error('no row, list or Continue');
      expect(button.top - row.bottom).to.be.within(0, 12);
      expect(button.width).to.be.closeTo(list.width, 1);
      expect(button.height).to.be.at.least(44, 'a touch target');
      await expect(element).to.be.accessible();
    });

    it('on a 390 px phone, shows Continue in sight under a method far down the list', async () => {
      await setViewport({ width: 390, height: 844 });
      const element = await navigatingPicker();
      const choice = radio(element, 'razer_atome');
      choice.scrollIntoView({ block: 'center' });
      await clickOn(choice);
      await element.updateComplete;
      const row = choice.closest('label')?.getBoundingClientRect();
      const button = continueControl(element)?.getBoundingClientRect();
      if (!row || !button) throw new Error('no row or Continue');
      expect(button.top - row.bottom).to.be.within(0, 12);
      expect(button.bottom).to.be.at.most(innerHeight, 'Continue on the screen, no scroll needed');
      expect(button.left).to.be.at.least(0);
      expect(button.right).to.be.at.most(390);
      expect(continueControl(element)?.textContent?.trim()).to.equal(
        'Continue with Atome (buy now, pay later)',
      );
      // Every option is a thumb's target, the whole row: at least 44 × 44 px.
      const small = radios(element)
        .map((input) => input.closest('label')?.getBoundingClientRect())
        .filter((box) => !box || box.height < 44 || box.width < 44);
      expect(small).to.deep.equal([]);
      expect(document.documentElement.scrollWidth, 'nothing sideways').to.be.at.most(390);
    });

    it('moves Continue with the choice, and Tab goes from the chosen radio to it', async () => {
      const element = await navigatingPicker();
      radio(element, 'fpx').focus();
      await sendKeys({ press: 'Space' });
      await sendKeys({ press: 'ArrowDown' });
      await element.updateComplete;
      const chosen = radios(element)[2] as HTMLInputElement;
      expect(element.value).to.equal(chosen.value);
      const controls = shadow(element).querySelectorAll('[part="button"]');
      expect(controls).to.have.length(1, 'one Continue, under the row chosen last');
      expect(chosen.closest('label')?.nextElementSibling).to.equal(continueControl(element));
      await sendKeys({ press: 'Tab' });
      expect(focused(element)).to.equal(continueControl(element));
      await expect(element).to.be.accessible();
    });

    it('fires checkout-method-continue, which can keep the payer on the page', async () => {
      const element = await navigatingPicker('active');
      const visits = recordVisits(element);
      const details: unknown[] = [];
      element.addEventListener('checkout-method-continue', (event) => {
        details.push(event.detail);
        if (event.detail.method === 'fpx') event.preventDefault();
      });
      await clickOn(radio(element, 'fpx'));
      await element.updateComplete;
      continueControl(element)?.click();
      expect(details).to.deep.equal([
        {
          method: 'fpx',
          name: 'FPX Online Banking',
          isCard: false,
          bank: null,
          url: 'https://gate.example/p/42/?active=fpx',
        },
      ]);
      expect(visits).to.deep.equal([], 'cancelled: no navigation');

      radio(element, 'duitnow_qr').focus();
      await sendKeys({ press: 'Space' });
      await element.updateComplete;
      await sendKeys({ press: 'Enter' });
      expect(details).to.have.length(2);
      expect(visits).to.deep.equal(['https://gate.example/p/42/?active=duitnow_qr']);
    });

    it('continues with Enter on the chosen option', async () => {
      const element = await navigatingPicker();
      radio(element, 'razer_grabpay').focus();
      await sendKeys({ press: 'Space' });
      await element.updateComplete;
      expect(element.value).to.equal('razer_grabpay');
      const navigated = nextNavigation(element);
      await sendKeys({ press: 'Enter' });
      expect(await navigated).to.equal('https://gate.example/p/42/?preferred=razer_grabpay');
    });

    it('offers no Continue for a choice whose checkout-method-select was cancelled', async () => {
      const element = await navigatingPicker();
      element.addEventListener('checkout-method-select', (event) => {
        if (event.detail.isCard) event.preventDefault();
      });
      radio(element, 'card').click();
      await element.updateComplete;
      expect(continueControl(element)).to.equal(null);
      radio(element, 'fpx').click();
      await element.updateComplete;
      expect(continueControl(element)?.href).to.equal('https://gate.example/p/42/?preferred=fpx');
    });

    it('does not navigate without navigate, or with a checkout-url that is not http(s)', async () => {
      for (const template of [
        html`<checkout-method-picker
          src="/__methods/en"
          checkout-url="https://gate.example/p/42/"
        ></checkout-method-picker>`,
        html`<checkout-method-picker
          src="/__methods/en"
          checkout-url="javascript:alert(1)"
          navigate="preferred"
        ></checkout-method-picker>`,
        html`<checkout-method-picker
          src="/__methods/en"
          checkout-url="/p/42/"
          navigate="active"
        ></checkout-method-picker>`,
        html`<checkout-method-picker
          src="/__methods/en"
          checkout-url="https://gate.example/p/42/"
          navigate="sideways"
        ></checkout-method-picker>`,
      ]) {
        const element = await picker(template);
        radio(element, 'fpx').click();
        await element.updateComplete;
        expect(continueControl(element)).to.equal(null);
        expect(shadow(element).querySelector('a')).to.equal(null);
      }
    });
  });

  describe('states', () => {
    it('loading: a skeleton, announced, accessible', async () => {
      const element = await picker(
        html`<checkout-method-picker src="/__methods/en?delay=1500"></checkout-method-picker>`,
        { loaded: false },
      );
      const skeleton = shadow(element).querySelector('[part="skeleton"]');
      expect(skeleton).to.not.equal(null);
      expect(skeleton?.getAttribute('aria-hidden')).to.equal('true');
      expect(shadow(element).querySelector('fieldset')?.getAttribute('aria-busy')).to.equal('true');
      expect(announcement(element)).to.equal('Loading payment methods…');
      await expect(element).to.be.accessible();
    });

    it('loaded: the live region falls silent, the list is there to be read', async () => {
      const element = await picker();
      expect(announcement(element)).to.equal('');
      expect(shadow(element).querySelector('fieldset')?.getAttribute('aria-busy')).to.equal(
        'false',
      );
    });

    it('empty: says no method fits this amount', async () => {
      const element = await pickerWith(
        { ...recorded.en(), available_payment_methods: [] },
        html`<checkout-method-picker amount="10"></checkout-method-picker>`,
      );
      const message = shadow(element).querySelector('[part="message"]');
      expect(message?.textContent?.trim()).to.equal(
        'No payment method is available for RM\u00a00.10.',
      );
      expect(shadow(element).querySelector('[part="retry"]')).to.equal(null);
      await expect(element).to.be.accessible();

      element.lang = 'ms';
      await element.updateComplete;
      expect(message?.textContent?.trim()).to.equal(
        'Tiada kaedah pembayaran tersedia untuk RM\u00a00.10.',
      );
    });

    it('error: says so, fires checkout-error, and retries', async () => {
      const element = document.createElement('checkout-method-picker');
      element.src = '/__methods/en?delay=300&status=502';
      const failed = oneEvent(element, 'checkout-error');
      document.body.append(element);
      try {
        const { detail } = await failed;
        expect(detail.code).to.equal('http');
        expect(detail.status).to.equal(502);
        expect(detail.message).to.contain('502');
        await element.updateComplete;
        const message = shadow(element).querySelector('[part="message"]');
        expect(message?.textContent).to.contain('Payment methods could not be loaded.');
        expect(announcement(element)).to.equal('Payment methods could not be loaded.');
        await expect(element).to.be.accessible();

        const retry = shadow(element).querySelector<HTMLButtonElement>('[part="retry"]');
        expect(retry?.textContent?.trim()).to.equal('Try again');
        retry?.focus();
        const failedAgain = oneEvent(element, 'checkout-error');
        await sendKeys({ press: 'Enter' });
        await element.updateComplete;
        expect(shadow(element).querySelector('[part="skeleton"]')).to.not.equal(null);
        expect(element.matches(':focus-within')).to.equal(true, 'focus stays in the picker');
        await failedAgain;
      } finally {
        element.remove();
      }
    });

    it('keeps its height from loading to error and empty, and from a list to its reload', async () => {
      const element = await picker(
        html`<checkout-method-picker
          src="/__methods/en?delay=300&amp;status=500"
          style="width: 30rem"
        ></checkout-method-picker>`,
        { loaded: false },
      );
      const loading = element.getBoundingClientRect().height;
      await oneEvent(element, 'checkout-error');
      await element.updateComplete;
      expect(element.getBoundingClientRect().height).to.equal(loading);

      element.methods = { ...recorded.en(), available_payment_methods: [] };
      await element.updateComplete;
      expect(element.getBoundingClientRect().height).to.equal(loading);

      element.methods = undefined;
      element.src = '/__methods/en';
      await oneEvent(element, 'checkout-methods-load');
      await element.updateComplete;
      const loaded = element.getBoundingClientRect().height;
      element.amount = 1000;
      element.src = '/__methods/en?delay=300';
      await element.updateComplete;
      expect(shadow(element).querySelector('[part="skeleton"]')).to.not.equal(null);
      expect(element.getBoundingClientRect().height).to.equal(loaded);
    });
  });

  describe('room kept while loading', () => {
    /**
     * The picker's height while it loads `src` (answered after `delay` ms) and once the list is
     * there, with a line of page below it whose position must not move.
     */
    async function heights(expected: string, width: number, descriptions = {}) {
      await setViewport({ width, height: 900 });
      // The checkout column of a desktop page, or a phone's whole width.
      const page = await fixture<HTMLElement>(
        html`<div style="max-width: 40rem">
          <checkout-method-picker
            src="/__methods/en?delay=400"
            expected-methods=${expected}
            .descriptions=${descriptions}
          ></checkout-method-picker>
          <p>Below the picker</p>
        </div>`,
      );
      const element = page.querySelector('checkout-method-picker') as CheckoutMethodPicker;
      const below = page.querySelector('p') as HTMLElement;
      const loaded = oneEvent(element, 'checkout-methods-load');
      await element.updateComplete;
      expect(shadow(element).querySelector('[part="skeleton"]')).to.not.equal(null);
      const loading = below.getBoundingClientRect().top;
      await loaded;
      await element.updateComplete;
      return { loading, loaded: below.getBoundingClientRect().top, element };
    }

    for (const width of [390, 1280]) {
      it(`takes the list's room at ${width} px when told its shape (1 10 1), so nothing below moves`, async () => {
        const { loading, loaded, element } = await heights('1 10 1', width);
        expect(loaded).to.equal(loading);
        await expect(element).to.be.accessible();
      });
    }

    it('takes the same room when options have descriptions that fit the two lines an option holds', async () => {
      const descriptions = { fpx: 'Personal bank accounts', fpx_b2b1: 'Company bank accounts' };
      const { loading, loaded } = await heights('1 10 1', 390, descriptions);
      expect(loaded).to.equal(loading);
    });

    it('takes Card and one group of the rest from one count', async () => {
      const element = await picker(
        html`<checkout-method-picker
          src="/__methods/en?delay=400"
          expected-methods="12"
        ></checkout-method-picker>`,
        { loaded: false },
      );
      const skeleton = shadow(element).querySelector('[part="skeleton"]') as HTMLElement;
      expect(skeleton.querySelectorAll(':scope > [part="option"]')).to.have.length(1);
      const groups = [...skeleton.querySelectorAll('[part="group"]')];
      expect(groups.map((group) => group.querySelectorAll('[part="option"]').length)).to.deep.equal(
        [11],
      );
      await oneEvent(element, 'checkout-methods-load');
    });

    it('takes the shape of the list it reloads, whatever it was told', async () => {
      const { element } = await heights('12', 390);
      element.src = '/__methods/en?delay=400&again';
      await element.updateComplete;
      const skeleton = shadow(element).querySelector('[part="skeleton"]') as HTMLElement;
      const groups = [...skeleton.querySelectorAll('[part="group"]')];
      expect(groups.map((group) => group.querySelectorAll('[part="option"]').length)).to.deep.equal(
        [10, 1],
      );
      await oneEvent(element, 'checkout-methods-load');
    });

    it('moves what is below by the four rows it guessed, without a shape', async () => {
      const { loading, loaded } = await heights('', 390);
      expect(loaded).to.be.greaterThan(loading);
    });
  });

  describe('theming and media', () => {
    it('turns dark with the color-scheme of the page around it, readably', async () => {
      // A dark page: its own background is dark too, as a page with color-scheme: dark has.
      const page = await fixture<HTMLElement>(
        html`<div style="color-scheme: dark; background: #0d1117; color: #e6edf3">
          <checkout-method-picker></checkout-method-picker>
        </div>`,
      );
      const element = page.querySelector('checkout-method-picker') as CheckoutMethodPicker;
      element.methods = recorded.en();
      await element.updateComplete;
      const option = shadow(element).querySelector('.option') as HTMLElement;
      const channels = (color: string) => (color.match(/\d+/g) ?? []).slice(0, 3).map(Number);
      const background = channels(getComputedStyle(option).backgroundColor);
      const text = channels(getComputedStyle(option).color);
      expect(Math.max(...background), 'a dark option').to.be.below(40);
      expect(Math.min(...text), 'light text').to.be.above(180);
      await expect(element).to.be.accessible();
    });

    it('exposes the documented parts', async () => {
      const element = await picker(
        html`<checkout-method-picker
          src="/__methods/en"
          value="fpx"
          navigate="active"
          checkout-url="https://gate.example/p/1/"
          .descriptions=${{ fpx: 'Personal bank accounts' }}
        ></checkout-method-picker>`,
      );
      for (const part of [
        'fieldset',
        'legend',
        'group',
        'group-label',
        'option',
        'radio',
        'name',
        'description',
        'logos',
        'logo',
        'button',
      ]) {
        expect(shadow(element).querySelector(`[part~="${part}"]`), part).to.not.equal(null);
      }
    });

    it('is styled through custom properties and ::part()', async () => {
      const style = document.createElement('style');
      style.textContent = `checkout-method-picker::part(option) { border-color: rgb(4, 5, 6); }
        checkout-method-picker::part(legend) { letter-spacing: 3px; }`;
      document.head.append(style);
      try {
        const element = await picker(
          html`<checkout-method-picker
            src="/__methods/en"
            style="--checkout-color-primary: rgb(1, 2, 3); --checkout-radius: 0px"
            value="fpx"
          ></checkout-method-picker>`,
        );
        const chosen = getComputedStyle(radio(element, 'fpx').closest('label') as Element);
        expect(chosen.boxShadow).to.contain('rgb(1, 2, 3)');
        expect(chosen.borderTopLeftRadius).to.equal('0px');
        const other = getComputedStyle(radio(element, 'card').closest('label') as Element);
        expect(other.borderTopColor).to.equal('rgb(4, 5, 6)');
        const legend = shadow(element).querySelector('legend') as Element;
        expect(getComputedStyle(legend).letterSpacing).to.equal('3px');
      } finally {
        style.remove();
      }
    });

    it('shows a focus ring around the focused option', async () => {
      const element = await picker();
      radio(element, 'card').focus();
      await sendKeys({ press: 'ArrowDown' });
      const option = radio(element, 'fpx').closest('label') as Element;
      expect(getComputedStyle(option).outlineStyle).to.equal('solid');
      expect(getComputedStyle(option).outlineWidth).to.equal('3px');
      await sendKeys({ press: 'ArrowDown' });
      const next = radio(element, 'fpx_b2b1').closest('label') as Element;
      expect(getComputedStyle(next).outlineStyle).to.equal('solid', 'the ring follows the keys');
      expect(getComputedStyle(option).outlineStyle).to.equal('none');
      await expect(element).to.be.accessible();
    });

    it('shows no focus ring after a click or a tap, even where keys moved before', async () => {
      const element = await picker();
      const ring = (method: string) =>
        getComputedStyle(radio(element, method).closest('label') as Element).outlineStyle;
      await clickOn(radio(element, 'fpx').closest('label') as Element);
      expect(element.value).to.equal('fpx');
      expect(ring('fpx')).to.equal('none');
      await sendKeys({ press: 'ArrowDown' });
      expect(ring('fpx_b2b1')).to.equal('solid');
      await clickOn(radio(element, 'duitnow_qr').closest('label') as Element);
      expect(element.value).to.equal('duitnow_qr');
      expect(ring('duitnow_qr')).to.equal('none');
    });

    itExceptIn(['firefox', 'webkit'], 'its driver emulates no media feature')(
      'stops the skeleton pulsing for reduced motion',
      async () => {
        const pulsing = await picker(
          html`<checkout-method-picker src="/__methods/en?delay=1000"></checkout-method-picker>`,
          { loaded: false },
        );
        const bone = () => shadow(pulsing).querySelector('[part="skeleton"] span') as Element;
        expect(getComputedStyle(bone()).animationName).to.not.equal('none');
        await emulateMedia({ reducedMotion: 'reduce' });
        expect(getComputedStyle(bone()).animationName).to.equal('none');
      },
    );

    itExceptIn(['firefox', 'webkit'], 'its driver emulates no media feature')(
      'keeps borders, the choice and the focus ring in forced colours',
      async () => {
        await emulateMedia({ forcedColors: 'active' });
        const element = await picker(
          html`<checkout-method-picker src="/__methods/en" value="fpx"></checkout-method-picker>`,
        );
        const chosen = getComputedStyle(radio(element, 'fpx').closest('label') as Element);
        const other = getComputedStyle(radio(element, 'card').closest('label') as Element);
        expect(other.borderTopStyle).to.equal('solid');
        expect(chosen.borderTopWidth).to.equal('3px');
        radio(element, 'fpx').focus();
        await sendKeys({ press: 'ArrowDown' });
        const focusedOption = getComputedStyle(
          radio(element, 'fpx_b2b1').closest('label') as Element,
        );
        expect(focusedOption.outlineStyle).to.equal('solid');
        await expect(element).to.be.accessible();
      },
    );

    it('fits a narrow viewport (200 % zoom) without sideways scrolling', async () => {
      await setViewport({ width: 320, height: 640 });
      const element = await picker(
        html`<checkout-method-picker
          src="/__methods/en"
          value="fpx"
          navigate="preferred"
          checkout-url="https://gate.example/p/1/"
        ></checkout-method-picker>`,
      );
      expect(document.documentElement.scrollWidth).to.be.at.most(320);
      const right = element.getBoundingClientRect().right;
      for (const control of shadow(element).querySelectorAll('label, a')) {
        expect(control.getBoundingClientRect().right).to.be.at.most(right + 0.5);
      }
    });
  });
});
