import { aTimeout, expect, fixture, html, oneEvent } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { CheckoutCardForm } from './card-form.js';
import type { CheckoutSubmitEvent } from './events.js';
import {
  captureNextPost,
  captureNextPostOf,
  cardForm,
  errorOf,
  futureExpiry,
  input,
  tabOut,
  typeInto,
  typeValidCard,
} from './test/helpers.js';
import { FORM_RECEIVER } from '../internal/test/form-receiver.js';

/** Records every way a page could send data without a form POST. */
function watchNetworkCalls(): { calls: string[]; restore: () => void } {
  const calls: string[] = [];
  const { fetch } = window;
  const { open } = XMLHttpRequest.prototype;
  const { sendBeacon } = navigator;
  window.fetch = (...args) => {
    calls.push(`fetch ${String(args[0])}`);
    return fetch(...args);
  };
  XMLHttpRequest.prototype.open = function (this: XMLHttpRequest, ...args: unknown[]) {
    calls.push(`xhr ${String(args[1])}`);
    return (open as (...a: unknown[]) => void).apply(this, args);
  };
  navigator.sendBeacon = (url, data) => {
    calls.push(`beacon ${String(url)}`);
    return sendBeacon.call(navigator, url, data);
  };
  return {
    calls,
    restore: () => {
      window.fetch = fetch;
      XMLHttpRequest.prototype.open = open;
      navigator.sendBeacon = sendBeacon;
    },
  };
}

describe('<checkout-card-form> posting', () => {
  it('posts exactly the Direct Post fields, natively, on Enter', async () => {
    const form = await cardForm();
    const network = watchNetworkCalls();
    try {
      await typeInto(form, 'cardholder_name', "  Mary   O'Neil-Smith ");
      await typeInto(form, 'card_number', '4444333322221111');
      await typeInto(form, 'expires', futureExpiry(2).replace('/', ''));
      await typeInto(form, 'cvc', '123');
      const received = captureNextPost(form);
      await sendKeys({ press: 'Enter' });
      const { contentType, body } = await received;
      expect(contentType).to.equal('application/x-www-form-urlencoded');
      const expires = encodeURIComponent(futureExpiry(2));
      expect(body).to.equal(
        `cardholder_name=Mary+O%27Neil-Smith&card_number=4444333322221111&expires=${expires}&cvc=123`,
      );
      expect(network.calls).to.deep.equal([]);
    } finally {
      network.restore();
    }
  });

  it("keeps card data out of the merchant's own form around it", async () => {
    // A checkout page that is one big form: the card form's own <form> owns the card inputs.
    const page = await fixture<HTMLFormElement>(
      html`<form method="post" action=${FORM_RECEIVER}>
        <input name="order_note" value="Leave at the door" />
        <checkout-card-form action=${FORM_RECEIVER}></checkout-card-form>
        <button type="submit" id="place-order">Place order</button>
      </form>`,
    );
    const form = page.querySelector('checkout-card-form') as CheckoutCardForm;
    await form.updateComplete;
    await typeValidCard(form);

    // The merchant's own button posts the merchant's fields and not one card field.
    const merchantPost = captureNextPostOf(page);
    page.requestSubmit(page.querySelector<HTMLButtonElement>('#place-order'));
    expect((await merchantPost).body).to.equal('order_note=Leave+at+the+door');

    // The pay button posts the card form alone.
    const cardPost = captureNextPost(form);
    form.querySelector<HTMLButtonElement>('button[type="submit"]')?.click();
    const { body } = await cardPost;
    expect(body).to.contain('card_number=4444333322221111');
    expect(body).to.not.contain('order_note');
  });

  it('adds remember_card=on only when the box is ticked', async () => {
    const form = await cardForm(
      html`<checkout-card-form action=${FORM_RECEIVER} remember-card></checkout-card-form>`,
    );
    await typeValidCard(form);
    let received = captureNextPost(form);
    form.submit();
    expect((await received).body).to.not.contain('remember_card');

    form.reset();
    await form.updateComplete;
    await typeValidCard(form);
    form.querySelector<HTMLInputElement>('input[name="remember_card"]')?.focus();
    await sendKeys({ press: 'Space' });
    received = captureNextPost(form);
    form.submit();
    const { body } = await received;
    expect(body).to.match(/&cvc=123&remember_card=on$/);
  });

  it('posts a pasted, autofilled number as digits only', async () => {
    const form = await cardForm();
    await typeValidCard(form);
    const number = input(form, 'card_number');
    number.value = '5555-5555-5555-4444';
    number.dispatchEvent(new Event('input', { bubbles: true }));
    await form.updateComplete;
    const received = captureNextPost(form);
    form.submit();
    expect((await received).body).to.contain('&card_number=5555555555554444&');
  });

  it('posts an accented name folded to the letters cards print, and shows it so', async () => {
    const form = await cardForm();
    await typeValidCard(form);
    input(form, 'cardholder_name').select();
    await typeInto(form, 'cardholder_name', '  Zoë  Ångström-Straße ');
    await tabOut(form);
    expect(input(form, 'cardholder_name').value).to.equal('Zoe Angstrom-Strasse');
    expect(errorOf(form, 'cardholder_name').textContent).to.equal('');
    const received = captureNextPost(form);
    form.submit();
    expect((await received).body).to.match(/^cardholder_name=Zoe\+Angstrom-Strasse&/);
  });

  it('turns busy after the first valid submit and ignores a second one', async () => {
    const form = await cardForm();
    await typeValidCard(form);
    const received = captureNextPost(form);
    const submits: boolean[] = [];
    form.querySelector('form')?.addEventListener('submit', (event) => {
      // Runs after the element's own handler: record whether it let the POST go.
      submits.push(!event.defaultPrevented);
    });
    form.submit();
    await form.updateComplete;
    const button = form.querySelector('button[type="submit"]') as HTMLButtonElement;
    expect(button.getAttribute('aria-busy')).to.equal('true');
    expect(button.textContent?.trim()).to.equal('Processing payment…');
    expect(input(form, 'card_number').readOnly).to.equal(true);
    expect(input(form, 'card_number').disabled).to.equal(false);
    await expect(form).to.be.accessible();
    form.submit();
    button.click();
    await received;
    expect(submits).to.deep.equal([true, false, false]);
  });

  it('lets checkout-submit cancel the POST', async () => {
    const form = await cardForm();
    await typeValidCard(form);
    const frame = document.createElement('iframe');
    frame.name = 'never';
    frame.title = 'Never loaded';
    document.body.append(frame);
    const element = form.querySelector('form');
    if (element) element.target = 'never';
    let loaded = false;
    frame.addEventListener('load', () => (loaded = true));
    form.addEventListener('checkout-submit', (event) => event.preventDefault(), { once: true });
    const submitted = oneEvent(form, 'checkout-submit') as Promise<CheckoutSubmitEvent>;
    form.submit();
    const event = await submitted;
    expect(event.cancelable).to.equal(true);
    expect(event.detail).to.deep.equal({ brand: 'visa', rememberCard: false });
    await aTimeout(300);
    expect(loaded).to.equal(false);
    expect(form.querySelector('button[type="submit"]')?.getAttribute('aria-busy')).to.equal(
      'false',
    );
    frame.remove();
  });

  it('does not post an invalid form', async () => {
    const form = await cardForm();
    await typeValidCard(form);
    input(form, 'cvc').value = '';
    input(form, 'cvc').dispatchEvent(new Event('input', { bubbles: true }));
    let submitted = false;
    form.addEventListener('checkout-submit', () => (submitted = true));
    const invalid = oneEvent(form, 'checkout-invalid');
    form.submit();
    await invalid;
    expect(submitted).to.equal(false);
  });

  it('does not post when there is no direct_post_url', async () => {
    const form = await cardForm(html`<checkout-card-form></checkout-card-form>`);
    let submitted = false;
    form.addEventListener('checkout-submit', () => (submitted = true));
    form.submit();
    await aTimeout(50);
    expect(submitted).to.equal(false);
  });

  it('logs nothing while a payer fills and submits the form', async () => {
    const form = await cardForm();
    const logged: unknown[] = [];
    const methods = ['log', 'info', 'warn', 'error', 'debug'] as const;
    const originals = methods.map((method) => console[method]);
    methods.forEach((method) => (console[method] = (...args: unknown[]) => logged.push(args)));
    try {
      await typeValidCard(form);
      const received = captureNextPost(form);
      form.submit();
      await received;
    } finally {
      methods.forEach((method, index) => (console[method] = originals[index] ?? console[method]));
    }
    expect(logged).to.deep.equal([]);
  });
});
