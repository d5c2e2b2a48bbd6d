import { expect, html, oneEvent } from '@open-wc/testing';
import type { Purchase } from '@checkout-kit/protocol';
import type { CheckoutErrorEvent } from '../checkout-error-event.js';
import { FORM_RECEIVER } from '../internal/test/form-receiver.js';
import type { CheckoutCardForm } from './card-form.js';
import { captureNextPost, cardForm, input, typeValidCard } from './test/helpers.js';

/** The receiver on the page's own origin: the merchant's server, as far as the form knows. */
const SAME_ORIGIN_RECEIVER = '/__form-receiver';

/** Records the console warnings and `checkout-error` events of `form` while `run` runs. */
async function reports(
  form: CheckoutCardForm,
  run: () => Promise<void>,
): Promise<{ warnings: string[]; errors: CheckoutErrorEvent['detail'][] }> {
  const warnings: string[] = [];
  const errors: CheckoutErrorEvent['detail'][] = [];
  const { warn } = console;
  console.warn = (...args: unknown[]) => warnings.push(args.join(' '));
  const onError = (event: CheckoutErrorEvent) => errors.push(event.detail);
  form.addEventListener('checkout-error', onError);
  try {
    await run();
  } finally {
    console.warn = warn;
    form.removeEventListener('checkout-error', onError);
  }
  return { warnings, errors };
}

/** Adds a merchant field of the page's own to the card form's `<form>`. */
function addPageField(form: CheckoutCardForm): HTMLFormElement {
  const element = form.querySelector('form');
  if (!element) throw new Error('no form');
  const order = document.createElement('input');
  order.type = 'hidden';
  order.name = 'order';
  order.value = '42';
  element.append(order);
  return element;
}

describe('<checkout-card-form> post target', () => {
  for (const [name, action] of [
    ['a relative URL (the merchant server)', '/collect'],
    ["an absolute URL on the page's origin", `${location.origin}/collect`],
    [
      "the page's origin with a trailing dot on its host",
      `${location.protocol}//${location.hostname}.:${location.port}/collect`,
    ],
    ['plain http on a public host', 'http://gate.example/p/1/direct_post/'],
  ] as const) {
    it(`refuses ${name}: no input takes data, and the refusal is reported once`, async () => {
      const form = await cardForm(html`<checkout-card-form></checkout-card-form>`);
      const { warnings, errors } = await reports(form, async () => {
        form.action = action;
        await form.updateComplete;
        form.amount = 1000; // another render must not report again
        await form.updateComplete;
      });
      expect(form.querySelector('form')?.hasAttribute('action')).to.equal(false);
      for (const field of ['cardholder_name', 'card_number', 'expires', 'cvc'] as const) {
        expect(input(form, field).disabled, field).to.equal(true);
      }
      expect(form.querySelector('[part~="notice"]')?.textContent).to.contain(
        'Card payment is not available here.',
      );
      expect(errors).to.have.length(1);
      expect(errors[0]?.code).to.equal('action_refused');
      expect(warnings).to.deep.equal([errors[0]?.message]);
      await expect(form).to.be.accessible();
    });
  }

  // Runs of dots once made the host checks backtrack, for seconds on every render. Nothing is
  // timed: such an action overran this test's own timeout.
  it('refuses an http action of 40,000 characters of dots at once', async function () {
    this.timeout(1500);
    const form = await cardForm(html`<checkout-card-form></checkout-card-form>`);
    const { errors } = await reports(form, async () => {
      form.action = `http://gate${'.'.repeat(40_000)}x/p/`;
      await form.updateComplete;
      form.amount = 1000;
      await form.updateComplete;
    });
    expect(errors.map(({ message }) => message)).to.deep.equal([
      '<checkout-card-form>: action refused: http: outside loopback.',
    ]);
    expect(form.querySelector('form')?.hasAttribute('action')).to.equal(false);
  });

  it('reports nothing when there is simply no action yet', async () => {
    const form = await cardForm(html`<checkout-card-form></checkout-card-form>`);
    const { warnings, errors } = await reports(form, async () => {
      form.amount = 500;
      await form.updateComplete;
    });
    expect([warnings, errors]).to.deep.equal([[], []]);
  });

  it('fires checkout-error for a refused action set before it was connected', async () => {
    const form = document.createElement('checkout-card-form');
    form.action = '/collect';
    const error = oneEvent(form, 'checkout-error');
    document.body.append(form);
    try {
      expect((await error).detail.message).to.contain('action refused: not an absolute URL');
    } finally {
      form.remove();
    }
  });

  it('forgets the typed card number and CVC when the action is cleared', async () => {
    const form = await cardForm();
    await typeValidCard(form);
    const changes: unknown[] = [];
    form.addEventListener('checkout-change', (event) => changes.push(event.detail.empty));
    form.action = '';
    await form.updateComplete;
    expect(input(form, 'card_number').value).to.equal('');
    expect(input(form, 'cvc').value).to.equal('');
    expect(input(form, 'card_number').disabled).to.equal(true);
    expect(changes).to.deep.equal([false]);
  });

  it('forgets the typed card number and CVC when a purchase has no direct_post_url', async () => {
    const form = await cardForm();
    await typeValidCard(form);
    form.purchase = {
      direct_post_url: null,
      checkout_url: 'https://gate.example/p/1/',
      is_test: false,
    } as unknown as Purchase;
    await form.updateComplete;
    expect(form.querySelector('input')).to.equal(null, 'only the link to the checkout page');
    expect(form.querySelector('[part~="notice"] a')?.getAttribute('href')).to.equal(
      'https://gate.example/p/1/',
    );
    // Card payment back: the number and the CVC are gone, the name stays.
    form.action = FORM_RECEIVER;
    await form.updateComplete;
    expect(input(form, 'card_number').value).to.equal('');
    expect(input(form, 'cvc').value).to.equal('');
    expect(input(form, 'cardholder_name').value).to.not.equal('');
  });

  it('posts no card field when page script submits the form after the action was cleared', async () => {
    const form = await cardForm();
    await typeValidCard(form);
    form.action = '';
    await form.updateComplete;
    const element = addPageField(form);
    element.setAttribute('action', SAME_ORIGIN_RECEIVER);
    const received = captureNextPost(form);
    element.submit();
    expect((await received).body).to.equal('order=42');

    const submitted = oneEvent(form, 'submit');
    element.requestSubmit();
    expect((await submitted).defaultPrevented, 'requestSubmit posts nothing').to.equal(true);
  });

  it("posts no card field when page script points the form's action at its own server", async () => {
    const form = await cardForm();
    await typeValidCard(form);
    const element = addPageField(form);
    element.setAttribute('action', SAME_ORIGIN_RECEIVER);
    const received = captureNextPost(form);
    element.submit();
    expect((await received).body).to.equal('order=42');
    // The element's own action still takes the payment to the gateway.
    expect(form.action).to.equal(FORM_RECEIVER);
  });
});
