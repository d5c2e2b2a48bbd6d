/**
 * A page whose app imports `@checkout-kit/elements/hydration.js` before the kit, as the README's
 * "Rendered on a server" section tells: the card form finds Lit's hydration already there and
 * takes the server's markup over with nothing more to load. This file is a page of its own, so
 * that no other test has loaded the hydration before it.
 */
import '../hydration.js';
import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { beforeFirstRender } from './internal/server-markup.js';
import type { CheckoutCardForm } from './card-form.js';
import './card-form.js';
import { FORM_RECEIVER } from '../internal/test/form-receiver.js';
import { input } from './test/helpers.js';

/** The server's markup of a card form, parsed into a page, as the browser gets it. */
async function serverRendered(): Promise<CheckoutCardForm> {
  const options = encodeURIComponent(JSON.stringify({ action: FORM_RECEIVER, amount: 1050 }));
  const markup = await (await fetch(`/__server-markup?options=${options}`)).text();
  const page = await fixture<HTMLElement>(html`<div lang="en"></div>`);
  page.innerHTML = markup;
  const form = page.querySelector('checkout-card-form');
  if (!form) throw new Error('no card form in the markup');
  return form;
}

describe('@checkout-kit/elements/hydration.js imported before the kit', () => {
  it('leaves the card form nothing to load before it takes a server form over', () => {
    const host = document.createElement('div');
    host.innerHTML = '<form class="ck-form" lang="en"></form>';
    const waits = beforeFirstRender(host);
    expect(waits === undefined, 'the form waits for nothing').to.equal(true);
  });

  it('takes the server markup over, keeping the input the payer typed in', async () => {
    const form = await serverRendered();
    const number = input(form, 'card_number');
    number.focus();
    await sendKeys({ type: '4444333322' });
    await form.updateComplete;
    expect(form.hasUpdated).to.equal(true);
    expect(input(form, 'card_number')).to.equal(number, 'the server-rendered input itself');
    expect(number.value).to.equal('4444 3333 22');
    expect(form.querySelector<HTMLButtonElement>('button[type="submit"]')?.disabled).to.equal(
      false,
    );
    await expect(form).to.be.accessible();
  });
});
