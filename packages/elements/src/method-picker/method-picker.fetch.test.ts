import { aTimeout, expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { registerTranslation } from '../index.js';
import { en as cardFormEnglish } from '../card-form/internal/strings.js';
import type { CheckoutErrorEvent } from './events.js';
import { en as methodPickerEnglish } from './internal/strings.js';
import type { CheckoutMethodPicker } from './method-picker.js';
import {
  announcement,
  groups,
  interceptFetch,
  labelText,
  radio,
  radios,
  recorded,
  shadow,
} from './test/helpers.js';

/** Watches which requests the picker aborts, by wrapping the real `fetch`. */
function watchFetch() {
  const original = window.fetch;
  const requests: { url: URL; signal: AbortSignal | null }[] = [];
  window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    requests.push({ url: new URL(String(input), document.baseURI), signal: init?.signal ?? null });
    return original(input, init);
  };
  return { requests, restore: () => void (window.fetch = original) };
}

describe('<checkout-method-picker> fetching src', () => {
  it('asks src with the filter attributes and the language as the query', async () => {
    const intercepted = interceptFetch();
    try {
      const element = await fixture<CheckoutMethodPicker>(html`
        <checkout-method-picker
          src="/payment-methods?brand=shop"
          amount="1000"
          country="MY"
          recurring
          skip-capture
          preauthorization
          lang="ms"
        ></checkout-method-picker>
      `);
      const call = await intercepted.next(0);
      expect(call.url.pathname).to.equal('/payment-methods');
      expect(Object.fromEntries(call.url.searchParams)).to.deep.equal({
        brand: 'shop',
        amount: '1000',
        country: 'MY',
        recurring: 'true',
        skip_capture: 'true',
        preauthorization: 'true',
        language: 'ms',
      });
      call.respond(recorded.ms());
      await oneEvent(element, 'checkout-methods-load');

      // Flags left off and no amount: only the language is asked.
      element.recurring = false;
      element.skipCapture = false;
      element.preauthorization = false;
      element.amount = undefined;
      element.country = '';
      element.lang = 'en';
      const second = await intercepted.next(1);
      expect(Object.fromEntries(second.url.searchParams)).to.deep.equal({
        brand: 'shop',
        language: 'en',
      });
    } finally {
      intercepted.restore();
    }
  });

  it("asks again in the document's language when that changes", async () => {
    const intercepted = interceptFetch();
    const element = await fixture<CheckoutMethodPicker>(
      html`<checkout-method-picker src="/payment-methods"></checkout-method-picker>`,
    );
    try {
      const first = await intercepted.next(0);
      expect(first.url.searchParams.get('language')).to.equal('en');
      first.respond(recorded.en());
      await oneEvent(element, 'checkout-methods-load');

      document.documentElement.lang = 'ms';
      const second = await intercepted.next(1);
      expect(second.url.searchParams.get('language')).to.equal('ms');
      second.respond(recorded.ms());
      await oneEvent(element, 'checkout-methods-load');
      expect(shadow(element).querySelector('legend')?.textContent?.trim()).to.equal(
        'Kaedah pembayaran',
      );
      expect(labelText(radio(element, 'fpx'))).to.equal('Perbankan Dalam Talian FPX');
    } finally {
      // Gone first, so that going back to English asks nothing of the real network.
      element.remove();
      document.documentElement.lang = 'en';
      intercepted.restore();
    }
  });

  it('lists the methods in a registered language the gateway does not take, asking none', async () => {
    // Iban, registered by a merchant: the gateway's lookup takes two-letter codes only.
    registerTranslation({
      language: 'iba',
      cardForm: cardFormEnglish,
      methodPicker: { ...methodPickerEnglish, legend: 'Chara mayar' },
    });
    const intercepted = interceptFetch();
    try {
      const element = await fixture<CheckoutMethodPicker>(
        html`<checkout-method-picker src="/payment-methods" lang="iba"></checkout-method-picker>`,
      );
      const call = await intercepted.next(0);
      expect(call.url.searchParams.has('language')).to.equal(false);
      call.respond(recorded.en());
      await oneEvent(element, 'checkout-methods-load');
      expect(radios(element).length).to.be.greaterThan(1);
      expect(shadow(element).querySelector('legend')?.textContent?.trim()).to.equal('Chara mayar');
    } finally {
      intercepted.restore();
    }
  });

  for (const src of ['javascript:alert(1)', 'data:application/json,{}', 'http://[not a host']) {
    it(`says at once, and fetches nothing, when src is ${src}`, async () => {
      const intercepted = interceptFetch();
      try {
        const element = document.createElement('checkout-method-picker');
        element.src = src;
        const failed = oneEvent(element, 'checkout-error') as Promise<CheckoutErrorEvent>;
        document.body.append(element);
        const { detail } = await failed;
        expect(detail.code).to.equal('invalid_src');
        expect(detail.status).to.equal(null);
        expect(detail.message).to.contain('not an http(s) URL');
        await element.updateComplete;
        expect(announcement(element)).to.equal('Payment methods could not be loaded.');
        expect(
          shadow(element).querySelector('[part="fieldset"]')?.getAttribute('aria-busy'),
        ).to.equal('false');
        await aTimeout(50);
        expect(intercepted.calls).to.have.length(0);
        await expect(element).to.be.accessible();
        element.remove();
      } finally {
        intercepted.restore();
      }
    });
  }

  it('does not fetch with methods given, nor without src', async () => {
    const intercepted = interceptFetch();
    try {
      const given = await fixture<CheckoutMethodPicker>(
        html`<checkout-method-picker
          src="/__methods/en"
          .methods=${recorded.small()}
        ></checkout-method-picker>`,
      );
      const none = await fixture<CheckoutMethodPicker>(
        html`<checkout-method-picker></checkout-method-picker>`,
      );
      await aTimeout(50);
      expect(intercepted.calls.map((call) => call.url.href)).to.deep.equal([]);
      expect(radios(given).length).to.be.greaterThan(0);
      expect(shadow(none).querySelector('[part="skeleton"]')).to.not.equal(null);
    } finally {
      intercepted.restore();
    }
  });

  it('a changed attribute aborts the request in flight; only the newest answer shows', async () => {
    const watched = watchFetch();
    try {
      // The first answer is slow (1.2 s), the second fast.
      const element = await fixture<CheckoutMethodPicker>(
        html`<checkout-method-picker src="/__methods/en?delay=1200"></checkout-method-picker>`,
      );
      await waitUntil(() => watched.requests.length === 1, 'first request');
      const loads: unknown[] = [];
      element.addEventListener('checkout-methods-load', (event) => loads.push(event.detail));
      element.src = '/__methods/small';
      await oneEvent(element, 'checkout-methods-load');
      expect(watched.requests[0]?.signal?.aborted).to.equal(true);
      expect(watched.requests[1]?.signal?.aborted).to.equal(false);
      expect(radios(element).some((input) => input.value === 'fpx_b2b1')).to.equal(false);

      // Long after the slow answer was due, the fast one still shows, once.
      await aTimeout(1400);
      expect(loads.length).to.equal(1);
      expect(radios(element).some((input) => input.value === 'fpx_b2b1')).to.equal(false);
    } finally {
      watched.restore();
    }
  });

  it('shows only the newest answer even when an older one arrives last, aborted or not', async () => {
    const intercepted = interceptFetch();
    try {
      const element = await fixture<CheckoutMethodPicker>(
        html`<checkout-method-picker
          src="/payment-methods"
          amount="1000"
        ></checkout-method-picker>`,
      );
      const first = await intercepted.next(0);
      element.amount = 100;
      const second = await intercepted.next(1);
      expect(first.signal?.aborted).to.equal(true);
      expect(first.url.searchParams.get('amount')).to.equal('1000');
      expect(second.url.searchParams.get('amount')).to.equal('100');

      second.respond(recorded.small());
      await oneEvent(element, 'checkout-methods-load');
      // The first request ignores its abort signal and answers late, with more methods.
      let loads = 0;
      element.addEventListener('checkout-methods-load', () => loads++);
      first.respond(recorded.en());
      await aTimeout(50);
      await element.updateComplete;
      expect(loads).to.equal(0);
      expect(radios(element).map((input) => input.value)).to.not.include('razer_atome');

      // Nor does a late failure of an old request show an error.
      element.amount = 200;
      const third = await intercepted.next(2);
      element.amount = 300;
      const fourth = await intercepted.next(3);
      fourth.respond(recorded.small());
      await oneEvent(element, 'checkout-methods-load');
      third.fail();
      await aTimeout(50);
      expect(shadow(element).querySelector('[part="message"]')).to.equal(null);
    } finally {
      intercepted.restore();
    }
  });

  it('aborts when disconnected and fetches again when connected', async () => {
    const intercepted = interceptFetch();
    try {
      const element = await fixture<CheckoutMethodPicker>(
        html`<checkout-method-picker src="/payment-methods"></checkout-method-picker>`,
      );
      const first = await intercepted.next(0);
      const parent = element.parentElement as HTMLElement;
      element.remove();
      expect(first.signal?.aborted).to.equal(true);
      parent.append(element);
      const second = await intercepted.next(1);
      second.respond(recorded.en());
      await oneEvent(element, 'checkout-methods-load');
      expect(radios(element).length).to.equal(12);
    } finally {
      intercepted.restore();
    }
  });

  for (const [name, answer, code, status] of [
    ['a network failure', 'fail', 'network', null],
    ['an error status', 503, 'http', 503],
    ['an answer that is not JSON', '<html>', 'invalid_response', 200],
    ['JSON that is no lookup result', { results: [] }, 'invalid_response', 200],
  ] as const) {
    it(`fires checkout-error on ${name}`, async () => {
      const intercepted = interceptFetch();
      try {
        const element = await fixture<CheckoutMethodPicker>(
          html`<checkout-method-picker src="/payment-methods"></checkout-method-picker>`,
        );
        const call = await intercepted.next(0);
        const failed = oneEvent(element, 'checkout-error') as Promise<CheckoutErrorEvent>;
        if (answer === 'fail') call.fail();
        else if (typeof answer === 'number') call.respond({ error: 'lookup_failed' }, answer);
        else call.respond(answer);
        const { detail } = await failed;
        expect(detail.code).to.equal(code);
        expect(detail.status).to.equal(status);
        expect(detail.message).to.contain('/payment-methods');
        await element.updateComplete;
        expect(announcement(element)).to.equal('Payment methods could not be loaded.');

        // Retry asks again, and a good answer shows the list.
        shadow(element).querySelector<HTMLButtonElement>('[part="retry"]')?.click();
        const retried = await intercepted.next(1);
        expect(retried.url.href).to.equal(call.url.href);
        retried.respond(recorded.en());
        await oneEvent(element, 'checkout-methods-load');
        expect(groups(element).length).to.equal(2);
        expect(labelText(radio(element, 'card'))).to.equal(
          'Card Visa Mastercard Maestro Google Pay Apple Pay',
        );
      } finally {
        intercepted.restore();
      }
    });
  }
});
