import { aTimeout, expect, html, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { CheckoutCardForm } from '../card-form/card-form.js';
import '../card-form/card-form.js';
import type { CheckoutMethodPicker } from './method-picker.js';
import {
  clickOn,
  continueControl,
  nextNavigation,
  picker,
  pickerWith,
  radio,
  recordVisits,
  recorded,
  shadow,
} from './test/helpers.js';
import { FORM_RECEIVER } from '../internal/test/form-receiver.js';

const CHECKOUT_URL = 'https://gate.example/p/42/';

/** A navigating picker with a card form in its `card` slot. */
async function pickerWithCardForm(): Promise<CheckoutMethodPicker> {
  return picker(
    html`<checkout-method-picker
      src="/__methods/en"
      checkout-url=${CHECKOUT_URL}
      navigate="preferred"
    >
      <checkout-card-form slot="card" action=${FORM_RECEIVER}></checkout-card-form>
    </checkout-method-picker>`,
  );
}

const cardFormOf = (element: CheckoutMethodPicker) =>
  element.querySelector('checkout-card-form') as CheckoutCardForm;

/** Whether the card form takes up room on the page. */
const shown = (element: CheckoutMethodPicker) =>
  cardFormOf(element).getBoundingClientRect().height > 0;

describe('<checkout-method-picker> with a card form in its card slot', () => {
  it('shows the card form right under the Card option while Card is chosen', async () => {
    const element = await pickerWithCardForm();
    expect(shown(element)).to.equal(false);
    await expect(element).to.be.accessible();

    radio(element, 'card').click();
    await element.updateComplete;
    expect(shown(element)).to.equal(true);
    const form = cardFormOf(element).getBoundingClientRect();
    const cardOption = radio(element, 'card').closest('label')?.getBoundingClientRect();
    const firstGroup = shadow(element).querySelector('[part="group"]')?.getBoundingClientRect();
    expect(form.top).to.be.at.least(cardOption?.bottom ?? Infinity);
    expect(form.bottom).to.be.at.most(firstGroup?.top ?? -Infinity);
    await expect(element).to.be.accessible();

    radio(element, 'fpx').click();
    await element.updateComplete;
    expect(shown(element)).to.equal(false);
  });

  it('keeps Card on the page: no Continue and no navigation for Card', async () => {
    const element = await pickerWithCardForm();
    const followed = recordVisits(element);
    await clickOn(radio(element, 'card'));
    await element.updateComplete;
    await aTimeout(50);
    expect(element.value).to.equal('card');
    expect(continueControl(element)).to.equal(null);
    expect(followed).to.deep.equal([]);

    // Every other method gets Continue, and a click on it goes on to the checkout page.
    await clickOn(radio(element, 'fpx'));
    await element.updateComplete;
    await aTimeout(50);
    expect(followed).to.deep.equal([]);
    await clickOn(continueControl(element) as HTMLElement);
    await waitUntil(() => followed.length > 0, 'Continue followed');
    expect(followed).to.deep.equal([`${CHECKOUT_URL}?preferred=fpx`]);
  });

  it('offers Continue for Card again once the slot is emptied, and none once it is filled', async () => {
    const element = await pickerWithCardForm();
    radio(element, 'card').click();
    await element.updateComplete;
    const form = cardFormOf(element);
    form.remove();
    await waitUntil(() => continueControl(element), 'Continue offered for Card');
    expect(continueControl(element)?.href).to.equal(`${CHECKOUT_URL}?preferred=card`);
    element.append(form);
    await waitUntil(() => !continueControl(element), 'Continue gone once the slot is filled');
    expect(shown(element)).to.equal(true);
  });

  it('goes from the Card radio to the card fields with Tab, in a real form of the page', async () => {
    const element = await pickerWithCardForm();
    radio(element, 'card').focus();
    await sendKeys({ press: 'Space' });
    await element.updateComplete;
    await sendKeys({ press: 'Tab' });
    const form = cardFormOf(element);
    const name = form.querySelector<HTMLInputElement>('[name="cardholder_name"]');
    expect(document.activeElement).to.equal(name);
    // The form stays in the page's light DOM, where autofill reaches it.
    expect(name?.form?.getRootNode()).to.equal(document);
    expect(name?.autocomplete).to.equal('cc-name');
  });

  it('shows nothing of the slot when the lookup has no card method', async () => {
    const lookup = recorded.en();
    const cards = new Set(lookup.card_methods);
    lookup.available_payment_methods = lookup.available_payment_methods.filter(
      (method) => !cards.has(method),
    );
    const element = await pickerWith(
      lookup,
      html`<checkout-method-picker>
        <checkout-card-form slot="card" action=${FORM_RECEIVER}></checkout-card-form>
      </checkout-method-picker>`,
    );
    expect(radio(element, 'fpx').value).to.equal('fpx');
    expect(shadow(element).querySelector('slot[name="card"]')).to.equal(null);
    expect(shown(element)).to.equal(false);
  });

  it('follows Enter on a chosen non-card method, not on Card', async () => {
    const element = await pickerWithCardForm();
    radio(element, 'card').focus();
    await sendKeys({ press: 'Space' });
    await element.updateComplete;
    const followed = recordVisits(element);
    await sendKeys({ press: 'Enter' });
    await aTimeout(50);
    expect(followed).to.deep.equal([]);
    await sendKeys({ press: 'ArrowDown' });
    await element.updateComplete;
    expect(element.value).to.not.equal('card');
    const navigated = nextNavigation(element);
    await sendKeys({ press: 'Enter' });
    expect(await navigated).to.equal(`${CHECKOUT_URL}?preferred=${element.value}`);
  });
});
