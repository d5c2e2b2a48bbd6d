import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { CARDHOLDER_NAME_INPUT_MAX_LENGTH } from '@checkout-kit/protocol';
import { executeServerCommand, sendKeys } from '@web/test-runner-commands';
import { itExceptIn } from '../internal/test/engine.js';
import { autofill, cardForm, errorOf, input, tabOut, typeInto } from './test/helpers.js';
import { FORM_RECEIVER } from '../internal/test/form-receiver.js';

/**
 * A card form showing `4444 3333` with its group gap selected as a payer does with the keyboard:
 * the caret moved before the second group, then Shift+←.
 */
async function gapSelectedWithKeyboard() {
  const form = await cardForm();
  const number = input(form, 'card_number');
  await typeInto(form, 'card_number', '44443333');
  for (let key = 0; key < 4; key++) await sendKeys({ press: 'ArrowLeft' });
  await sendKeys({ press: 'Shift+ArrowLeft' });
  expect([number.selectionStart, number.selectionEnd]).to.deep.equal([4, 5]);
  return { form, number };
}

describe('<checkout-card-form> typing', () => {
  it('groups a card number 4-4-4-4 while it is typed, and shows the brand', async () => {
    const form = await cardForm();
    const number = input(form, 'card_number');
    await typeInto(form, 'card_number', '44443');
    expect(number.value).to.equal('4444 3');
    await sendKeys({ type: '33322221111' });
    expect(number.value).to.equal('4444 3333 2222 1111');
    expect(number.selectionStart).to.equal(number.value.length);
    const icon = form.querySelector('[part~="brand-icon"] svg');
    expect(icon?.getAttribute('role')).to.equal('img');
    expect(icon?.getAttribute('aria-label')).to.equal('Visa');
    expect(number.getAttribute('aria-describedby')).to.contain(icon?.id);
  });

  it("writes a brand's name in the type its labels use, so that showing it looks up no face", async () => {
    for (const [digits, brand] of [
      ['4111', 'Visa'],
      ['3782', 'American Express'],
    ] as const) {
      const form = await cardForm();
      const label = getComputedStyle(form.querySelector('[part~="label"]') as Element);
      await typeInto(form, 'card_number', digits);
      const icon = form.querySelector('[part~="brand-icon"] svg');
      expect(icon?.getAttribute('aria-label')).to.equal(brand);
      const name = getComputedStyle(icon?.querySelector('text') as Element);
      expect(name.fontFamily, brand).to.equal(label.fontFamily);
      expect(name.fontWeight, brand).to.equal(label.fontWeight);
      expect(name.fontStyle, brand).to.equal(label.fontStyle);
    }
  });

  it('renders again only for the keystrokes that change the brand mark or an error shown', async () => {
    const form = await cardForm();
    const number = input(form, 'card_number');
    // Counts the form's renders: typing that changes nothing around the input must not render.
    let renders = 0;
    const instance = form as unknown as { render(): unknown };
    const render = instance.render.bind(form);
    instance.render = () => {
      renders++;
      return render();
    };
    let changes = 0;
    form.addEventListener('checkout-change', () => changes++);

    const brandLabel = () =>
      form.querySelector('[part~="brand-icon"] svg')?.getAttribute('aria-label');
    // `4` alone could still be Elo: the mark stays the generic card, and nothing renders.
    await typeInto(form, 'card_number', '4');
    expect(renders, 'a keystroke that changes nothing around the input').to.equal(0);
    expect(brandLabel()).to.equal('Card');
    await sendKeys({ type: '1' });
    await form.updateComplete;
    expect(renders, 'the digit that tells the brand').to.equal(1);
    expect(brandLabel()).to.equal('Visa');
    await sendKeys({ type: '11' });
    await form.updateComplete;
    expect(renders, 'more digits of the same brand').to.equal(1);
    expect(changes, 'every keystroke is a change').to.equal(4);

    await tabOut(form);
    expect(errorOf(form, 'card_number').textContent).to.equal('Card number is incomplete.');
    renders = 0;
    number.focus();
    await sendKeys({ type: '11111111111' });
    await form.updateComplete;
    expect(renders, 'the error shown stays the same until the number is whole').to.equal(0);
    await sendKeys({ type: '1' });
    await form.updateComplete;
    expect(renders, 'the last digit takes the error away').to.equal(1);
    expect(errorOf(form, 'card_number').textContent).to.equal('');
    expect(number.getAttribute('aria-invalid')).to.equal('false');
    expect(number.value).to.equal('4111 1111 1111 1111');
  });

  it('groups American Express 4-6-5 and asks for its 4-digit code', async () => {
    const form = await cardForm(
      html`<checkout-card-form
        action=${FORM_RECEIVER}
        brands="visa american-express"
      ></checkout-card-form>`,
    );
    await typeInto(form, 'card_number', '378282246310005');
    expect(input(form, 'card_number').value).to.equal('3782 822463 10005');
    expect(form.querySelector('[part~="brand-icon"] svg')?.getAttribute('aria-label')).to.equal(
      'American Express',
    );
    await typeInto(form, 'cvc', '123');
    await sendKeys({ press: 'Tab' });
    expect(errorOf(form, 'cvc').textContent).to.equal('Security code must be 4 digits.');
    input(form, 'cvc').focus();
    input(form, 'cvc').setSelectionRange(3, 3);
    await sendKeys({ type: '4' });
    await form.updateComplete;
    expect(input(form, 'cvc').getAttribute('aria-invalid')).to.equal('false');
  });

  it('checks each form against its own brands, and against brands changed after typing', async () => {
    const wrapper = await fixture<HTMLDivElement>(
      html`<div>
        <checkout-card-form action=${FORM_RECEIVER} brands="visa"></checkout-card-form>
        <checkout-card-form action=${FORM_RECEIVER} brands="mastercard"></checkout-card-form>
      </div>`,
    );
    const [visaOnly, mastercardOnly] = [...wrapper.querySelectorAll('checkout-card-form')];
    if (!visaOnly || !mastercardOnly) throw new Error('two forms expected');
    await typeInto(visaOnly, 'card_number', '5555555555554444');
    await tabOut(visaOnly);
    await typeInto(mastercardOnly, 'card_number', '5555555555554444');
    await tabOut(mastercardOnly);
    expect(errorOf(visaOnly, 'card_number').textContent).to.equal(
      'Mastercard is not accepted here.',
    );
    expect(errorOf(mastercardOnly, 'card_number').textContent).to.equal('');

    mastercardOnly.brands = 'visa';
    await mastercardOnly.updateComplete;
    input(mastercardOnly, 'card_number').focus();
    await sendKeys({ press: 'Backspace' });
    await sendKeys({ type: '4' });
    await mastercardOnly.updateComplete;
    expect(errorOf(mastercardOnly, 'card_number').textContent).to.equal(
      'Mastercard is not accepted here.',
    );
  });

  it('keeps the caret beside the digit edited in the middle', async () => {
    const form = await cardForm();
    const number = input(form, 'card_number');
    await typeInto(form, 'card_number', '4444333322221111');

    // Backspace after "4444 33": the digit goes, the groups close up, the caret stays put.
    number.setSelectionRange(7, 7);
    await sendKeys({ press: 'Backspace' });
    expect(number.value).to.equal('4444 3332 2221 111');
    expect(number.selectionStart).to.equal(6);

    // Typing in the middle puts the caret right after the new digit, across a group gap.
    number.setSelectionRange(4, 4);
    await sendKeys({ type: '9' });
    expect(number.value).to.equal('4444 9333 2222 1111');
    expect(number.selectionStart).to.equal(6);
  });

  it('deletes the digit before a group gap on Backspace, not just the space', async () => {
    const form = await cardForm();
    const number = input(form, 'card_number');
    await typeInto(form, 'card_number', '44443333');
    number.setSelectionRange(5, 5);
    await sendKeys({ press: 'Backspace' });
    expect(number.value).to.equal('4443 333');
    expect(number.selectionStart).to.equal(3);
  });

  it('deletes nothing but the selection when only a group gap is selected', async () => {
    const form = await cardForm();
    const number = input(form, 'card_number');
    await typeInto(form, 'card_number', '44443333');
    // A selection, however made, is announced by the browser's `select` event.
    const selected = oneEvent(number, 'select');
    number.setSelectionRange(4, 5);
    await selected;
    await sendKeys({ press: 'Backspace' });
    await form.updateComplete;
    // The gap is decoration: formatting puts it back, and no digit is lost.
    expect(number.value).to.equal('4444 3333');
  });

  it('deletes a group gap the payer selected with the keyboard, and then digits again', async () => {
    const { form, number } = await gapSelectedWithKeyboard();
    await sendKeys({ press: 'Backspace' });
    await form.updateComplete;
    expect(number.value).to.equal('4444 3333');
    expect(number.selectionStart).to.equal(4);
    // The selection is gone with the edit: Delete before the gap takes the digit after it.
    await sendKeys({ press: 'Delete' });
    await form.updateComplete;
    expect(number.value).to.equal('4444 333');
    expect(number.selectionStart).to.equal(4);
  });

  it('deletes the digit before a gap once a selection made there was let go', async () => {
    const { form, number } = await gapSelectedWithKeyboard();
    // The selection collapses after the gap without an edit: Backspace acts at the caret.
    await sendKeys({ press: 'ArrowRight' });
    expect([number.selectionStart, number.selectionEnd]).to.deep.equal([5, 5]);
    await sendKeys({ press: 'Backspace' });
    await form.updateComplete;
    expect(number.value).to.equal('4443 333');
    expect(number.selectionStart).to.equal(3);
  });

  it('takes a pasted number with spaces and dashes', async () => {
    const form = await cardForm();
    input(form, 'card_number').focus();
    await executeServerCommand('paste', { text: '4444 3333-2222 1111' });
    await form.updateComplete;
    expect(input(form, 'card_number').value).to.equal('4444 3333 2222 1111');
  });

  it('holds a pasted megabyte to what a name input needs, and says it is too long', async () => {
    const form = await cardForm();
    const name = input(form, 'cardholder_name');
    name.focus();
    // A megabyte: the browser cuts it to `maxlength` before any script sees it, whatever its
    // size (ten megabytes take the same path, but several seconds of the clipboard's transfer).
    await executeServerCommand('paste', { text: 'Zoë Ångström '.repeat(80_000) });
    await form.updateComplete;
    expect(name.value).to.have.length(CARDHOLDER_NAME_INPUT_MAX_LENGTH);
    await tabOut(form);
    expect(errorOf(form, 'cardholder_name').textContent?.trim()).to.equal(
      'Name as on the card: 30 characters max.',
    );
  });

  itExceptIn(['firefox', 'webkit'], 'its driver has no input method')(
    'formats what an input method composed once the composition ends',
    async () => {
      const form = await cardForm();
      const number = input(form, 'card_number');
      number.focus();
      await executeServerCommand('compose', {
        steps: ['4', '44', '444', '4444', '44443'],
        commit: '44443',
      });
      await form.updateComplete;
      expect(number.value).to.equal('4444 3');
      input(form, 'expires').focus();
      await executeServerCommand('compose', { steps: ['1', '12', '122'], commit: '1227' });
      await form.updateComplete;
      expect(input(form, 'expires').value).to.equal('12/27');
    },
  );

  itExceptIn(['firefox', 'webkit'], 'its driver has no input method')(
    'takes full-width digits and letters, as Chinese and Japanese input methods type them',
    async () => {
      const form = await cardForm();
      input(form, 'card_number').focus();
      await executeServerCommand('compose', {
        steps: ['４', '４４'],
        commit: '４４４４３３３３２２２２１１１１',
      });
      await form.updateComplete;
      expect(input(form, 'card_number').value).to.equal('4444 3333 2222 1111');
      input(form, 'cardholder_name').focus();
      await executeServerCommand('compose', { steps: ['Ｔ'], commit: 'Ｔａｎ\u3000Ｗｅｉ' });
      await form.updateComplete;
      const posted = new FormData(form.querySelector('form') ?? undefined);
      expect(posted.get('cardholder_name')).to.equal('Tan Wei');
      expect(posted.get('card_number')).to.equal('4444333322221111');
    },
  );

  it('keeps at most 19 digits and drops letters', async () => {
    const form = await cardForm();
    await typeInto(form, 'card_number', '12a34567890123456789999');
    expect(input(form, 'card_number').value.replace(/\s/g, '')).to.equal('1234567890123456789');
  });

  it('formats the expiry while it is typed', async () => {
    const form = await cardForm();
    const expires = input(form, 'expires');
    await typeInto(form, 'expires', '1227');
    expect(expires.value).to.equal('12/27');
    expires.value = '';
    await typeInto(form, 'expires', '1/27');
    expect(expires.value).to.equal('01/27');
    await sendKeys({ press: 'Backspace' });
    await sendKeys({ press: 'Backspace' });
    await sendKeys({ press: 'Backspace' });
    expect(expires.value).to.equal('01');
    expires.value = '';
    await typeInto(form, 'expires', '122027');
    expect(expires.value).to.equal('12/27');
  });

  it('changes the expiry month without touching the year', async () => {
    const form = await cardForm();
    const expires = input(form, 'expires');
    await typeInto(form, 'expires', '1227');

    // The month selected and retyped: 03, and the year stays 27.
    expires.setSelectionRange(0, 2);
    await sendKeys({ type: '03' });
    await form.updateComplete;
    expect(expires.value).to.equal('03/27');
    expect(expires.selectionStart).to.equal(2);

    expires.setSelectionRange(0, 2);
    await sendKeys({ type: '1' });
    await form.updateComplete;
    expect(expires.value).to.equal('1/27');
    await sendKeys({ type: '1' });
    await form.updateComplete;
    expect(expires.value).to.equal('11/27');
    await sendKeys({ press: 'Tab' });
    await form.updateComplete;
    expect(expires.getAttribute('aria-invalid')).to.equal('false');
  });

  it("deletes the month's last digit on Backspace just after the slash", async () => {
    const form = await cardForm();
    const expires = input(form, 'expires');
    await typeInto(form, 'expires', '1227');
    expires.setSelectionRange(3, 3);
    await sendKeys({ press: 'Backspace' });
    await form.updateComplete;
    expect(expires.value).to.equal('1/27');
    expect(expires.selectionStart).to.equal(1);
    // And Delete just before it, the year's first digit.
    await typeInto(form, 'expires', '2');
    expires.setSelectionRange(2, 2);
    await sendKeys({ press: 'Delete' });
    await form.updateComplete;
    expect(expires.value).to.equal('12/7');
    expect(expires.selectionStart).to.equal(2);
  });

  it('posts a retyped one-digit month as MM/YY', async () => {
    const form = await cardForm();
    const expires = input(form, 'expires');
    await typeInto(form, 'expires', '1227');
    expires.setSelectionRange(0, 2);
    await sendKeys({ type: '3' });
    await form.updateComplete;
    expect(expires.value).to.equal('3/27');
    const data = new FormData(form.querySelector('form') ?? undefined);
    expect(data.get('expires')).to.equal('03/27');
  });

  it('normalises autofilled and pasted expiry dates', async () => {
    const form = await cardForm();
    for (const filled of ['12/2027', '2027-12', '12 / 27']) {
      await autofill(form, 'expires', filled);
      expect(input(form, 'expires').value, filled).to.equal('12/27');
    }
    input(form, 'expires').value = '';
    input(form, 'expires').focus();
    await executeServerCommand('paste', { text: '12/2027' });
    await form.updateComplete;
    expect(input(form, 'expires').value).to.equal('12/27');
  });

  it('takes autofill of every field', async () => {
    const form = await cardForm();
    await autofill(form, 'cardholder_name', 'Siti Aisyah');
    await autofill(form, 'card_number', '4444333322221111');
    await autofill(form, 'expires', '12/2030');
    await autofill(form, 'cvc', '123');
    expect(form.checkValidity()).to.equal(true);
    expect(input(form, 'card_number').value).to.equal('4444 3333 2222 1111');
  });

  it('keeps only digits in the security code, at most 4', async () => {
    const form = await cardForm();
    await typeInto(form, 'cvc', '1a2345');
    expect(input(form, 'cvc').value).to.equal('1234');
  });
});
