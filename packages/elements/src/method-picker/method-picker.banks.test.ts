import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { resetMouse, sendKeys, sendMouse } from '@web/test-runner-commands';
import type { CheckoutMethodSelectEvent } from './events.js';
import type { CheckoutMethodPicker } from './method-picker.js';
import { itExceptIn, setViewport, tap } from '../internal/test/engine.js';
import { BANK_CHOICE_WINDOW_MS } from './internal/bank-choice.js';
import { continueControl, interceptFetch, nextNavigation, radio, shadow } from './test/helpers.js';
import banks from './test/banks.json';

/** The checkout page the stand-in proxy serves, as a purchase's `checkout_url`. */
const CHECKOUT_URL = new URL('/__methods/checkout/p/42/', location.href).href;

/** The recorded list of `fpx`, with Maybank2u offline (`record-banks.ts`). */
const FPX = banks.fpx;
const OFFLINE_BANK = 'MB2U0227';

/** A picker with the bank choice, its list shown, at a phone's width. */
async function bankPicker(banksSrc = '/__banks', navigate = 'preferred', lang = 'en') {
  const element = await fixture<CheckoutMethodPicker>(html`
    <checkout-method-picker
      src="/__methods/${lang}"
      banks-src=${banksSrc}
      navigate=${navigate}
      checkout-url=${CHECKOUT_URL}
      lang=${lang}
    ></checkout-method-picker>
  `);
  await oneEvent(element, 'checkout-methods-load');
  await element.updateComplete;
  return element;
}

/** The bank choice's select, once shown. */
async function bankSelect(element: CheckoutMethodPicker): Promise<HTMLSelectElement> {
  await waitUntil(() => shadow(element).querySelector('select'), 'no bank choice shown', {
    timeout: 4000,
  });
  return shadow(element).querySelector('select') as HTMLSelectElement;
}

/** Chooses `method` with the arrow keys, from the first option, as a keyboard user does. */
async function chooseByKeyboard(element: CheckoutMethodPicker, method: string): Promise<void> {
  shadow(element).querySelector<HTMLInputElement>('input[type="radio"]')?.focus();
  for (let presses = 0; element.value !== method && presses < 30; presses += 1) {
    await sendKeys({ press: 'ArrowDown' });
  }
  expect(element.value).to.equal(method);
  await element.updateComplete;
}

/** The query of the Continue link. */
const continueQuery = (element: CheckoutMethodPicker) =>
  new URL(continueControl(element)?.href ?? '').searchParams;

describe('checkout-method-picker bank choice (banks-src)', () => {
  beforeEach(() => setViewport({ width: 390, height: 844 }));

  it('opens under a chosen FPX: the banks by name, the offline one said and not choosable', async () => {
    const element = await bankPicker();
    await chooseByKeyboard(element, 'fpx');
    const select = await bankSelect(element);
    const label = shadow(element).querySelector(`label[for="${select.id}"]`);
    expect(label?.textContent?.trim()).to.equal('Your bank');
    const options = [...select.options];
    expect(options[0]).to.include({ value: '', selected: true });
    expect(options.slice(1).map((option) => option.value)).to.deep.equal(
      FPX.banks.map(({ code }) => code),
    );
    const offline = options.find((option) => option.value === OFFLINE_BANK);
    expect(offline?.disabled).to.equal(true);
    expect(offline?.textContent?.trim()).to.equal('Maybank2u (offline now)');
    expect(options.filter((option) => option.disabled)).to.have.length(1);
    // Right under the chosen row, above Continue, where the payer's eyes are.
    const row = radio(element, 'fpx').closest('label') as HTMLElement;
    const bank = select.closest('[part="bank"]') as HTMLElement;
    expect(row.nextElementSibling).to.equal(bank);
    expect(bank.nextElementSibling).to.equal(continueControl(element));
    await expect(element).to.be.accessible();
  });

  it('a bank chosen by keyboard goes with Continue and in the select event, and no bank again', async () => {
    const element = await bankPicker();
    await chooseByKeyboard(element, 'fpx');
    const select = await bankSelect(element);
    await sendKeys({ press: 'Tab' });
    expect(shadow(element).activeElement).to.equal(select);
    expect(continueQuery(element).has('fpx_bank_code')).to.equal(false);

    const chosen = oneEvent(
      element,
      'checkout-method-select',
    ) as Promise<CheckoutMethodSelectEvent>;
    await sendKeys({ press: 'ArrowDown' });
    const [first] = FPX.banks;
    expect((await chosen).detail).to.deep.equal({
      method: 'fpx',
      name: (await chosen).detail.name,
      isCard: false,
      bank: { code: first?.code, name: first?.name },
    });
    await element.updateComplete;
    expect(continueQuery(element).get('preferred')).to.equal('fpx');
    expect(continueQuery(element).get('fpx_bank_code')).to.equal(first?.code);

    const navigation = nextNavigation(element);
    continueControl(element)?.click();
    const url = new URL(await navigation);
    expect(url.pathname).to.equal('/__methods/checkout/p/42/');
    expect(url.searchParams.get('fpx_bank_code')).to.equal(first?.code);

    // Back to the first entry: the payer picks the bank at the gateway.
    select.focus();
    await sendKeys({ press: 'ArrowUp' });
    await element.updateComplete;
    expect(select.value).to.equal('');
    expect(continueQuery(element).get('preferred')).to.equal('fpx');
    expect(continueQuery(element).has('fpx_bank_code')).to.equal(false);
  });

  it('the keyboard passes over an offline bank', async () => {
    const element = await bankPicker();
    await chooseByKeyboard(element, 'fpx');
    const select = await bankSelect(element);
    select.focus();
    const seen: string[] = [];
    for (let press = 0; press < FPX.banks.length; press += 1) {
      await sendKeys({ press: 'ArrowDown' });
      seen.push(select.value);
    }
    expect(seen).to.not.include(OFFLINE_BANK);
    expect(seen).to.include('MBB0228', 'the bank after it was reached');
    await element.updateComplete;
    expect(continueQuery(element).get('fpx_bank_code')).to.not.equal(OFFLINE_BANK);
  });

  it('the corporate FPX has its own banks', async () => {
    const element = await bankPicker();
    await chooseByKeyboard(element, 'fpx_b2b1');
    const select = await bankSelect(element);
    expect([...select.options].slice(1).map((option) => option.value)).to.deep.equal(
      banks.fpx_b2b1.banks.map(({ code }) => code),
    );
  });

  it('an e-wallet goes straight to its wallet: its code on Continue, no control', async () => {
    const element = await bankPicker();
    await chooseByKeyboard(element, 'razer_tng');
    await waitUntil(() => continueQuery(element).has('razer_bank_code'), 'no wallet code');
    expect(continueQuery(element).get('preferred')).to.equal('razer_tng');
    expect(continueQuery(element).get('razer_bank_code')).to.equal('TNG-EWALLET');
    expect(shadow(element).querySelector('select')).to.equal(null);
  });

  it('a method without choices goes as before', async () => {
    const element = await bankPicker();
    await chooseByKeyboard(element, 'crypto_coin');
    // Its answer (no choices) has come once nothing is left to ask.
    await new Promise((resolve) => setTimeout(resolve, 200));
    await element.updateComplete;
    expect([...continueQuery(element).keys()]).to.deep.equal(['preferred']);
    expect(shadow(element).querySelector('select')).to.equal(null);
  });

  it('the bank list down: no choice, an error for the developer, and the payer still pays', async () => {
    const element = await bankPicker('/__banks?status=503');
    const failed = oneEvent(element, 'checkout-error');
    await chooseByKeyboard(element, 'fpx');
    expect((await failed).detail).to.include({ code: 'banks_unavailable', status: 503 });
    await element.updateComplete;
    expect(shadow(element).querySelector('select')).to.equal(null);
    expect(continueQuery(element).get('preferred')).to.equal('fpx');
  });

  it('the bank list slow: Continue works at once and stays where it is; the next opening has the list', async () => {
    const element = await bankPicker('/__banks?delay=1000');
    await chooseByKeyboard(element, 'fpx');
    expect(continueQuery(element).get('preferred')).to.equal('fpx');
    const top = continueControl(element)?.getBoundingClientRect().top;
    // The list comes after the payer may have reached Continue: nothing opens above it.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await element.updateComplete;
    expect(shadow(element).querySelector('select')).to.equal(null);
    expect(continueControl(element)?.getBoundingClientRect().top).to.equal(top);
    // Chosen again, FPX opens with its list at once.
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'ArrowUp' });
    await element.updateComplete;
    expect(element.value).to.equal('fpx');
    expect(shadow(element).querySelector('select')).to.not.equal(null);
  });

  itExceptIn(['webkit'], 'its driver clicks, and does not press a button alone')(
    "asks a method's list as the pointer presses its option, before it is chosen",
    async () => {
      const element = await bankPicker();
      const fetches = interceptFetch();
      try {
        radio(element, 'fpx').scrollIntoView({ block: 'center' });
        const box = radio(element, 'fpx').getBoundingClientRect();
        const position: [number, number] = [Math.round(box.x + 2), Math.round(box.y + 2)];
        await sendMouse({ type: 'move', position });
        await sendMouse({ type: 'down' });
        const asked = await fetches.next(0);
        expect(asked.url.searchParams.get('method')).to.equal('fpx');
        expect(element.value).to.equal('', 'not chosen yet');
        asked.respond(banks.fpx);
        await sendMouse({ type: 'up' });
        await waitUntil(() => element.value === 'fpx', 'the click chose nothing');
        await bankSelect(element);
        expect(fetches.calls).to.have.length(1, 'asked once');
      } finally {
        fetches.restore();
        await resetMouse();
      }
    },
  );

  it('a list within the window opens at once after the choice', async () => {
    const element = await bankPicker(`/__banks?delay=${BANK_CHOICE_WINDOW_MS / 4}`);
    await chooseByKeyboard(element, 'fpx');
    await bankSelect(element);
  });

  it('with navigate="active" the bank goes along too', async () => {
    const element = await bankPicker('/__banks', 'active');
    await chooseByKeyboard(element, 'fpx');
    const select = await bankSelect(element);
    select.focus();
    await sendKeys({ press: 'ArrowDown' });
    await element.updateComplete;
    expect(continueQuery(element).get('active')).to.equal('fpx');
    expect(continueQuery(element).get('fpx_bank_code')).to.equal(FPX.banks[0]?.code);
  });

  it('speaks the picker language', async () => {
    const element = await bankPicker('/__banks', 'preferred', 'ms');
    await chooseByKeyboard(element, 'fpx');
    const select = await bankSelect(element);
    expect(shadow(element).querySelector('[part="bank-label"]')?.textContent?.trim()).to.equal(
      'Bank anda',
    );
    expect(select.options[0]?.textContent?.trim()).to.equal('Pilih di halaman seterusnya');
    const offline = [...select.options].find((option) => option.value === OFFLINE_BANK);
    expect(offline?.textContent?.trim()).to.equal('Maybank2u (luar talian sekarang)');
    await expect(element).to.be.accessible();
  });

  itExceptIn(['firefox', 'webkit'], 'their drivers have no touch input')(
    'by touch at 390 px: a tap on FPX opens the choice, a thumb-sized select inside the picker',
    async () => {
      const element = await bankPicker();
      await tap(radio(element, 'fpx'));
      await waitUntil(() => element.value === 'fpx', 'the tap chose nothing');
      const select = await bankSelect(element);
      select.scrollIntoView({ block: 'center' });
      await tap(select);
      expect(shadow(element).activeElement).to.equal(select);
      const box = select.getBoundingClientRect();
      const picker = element.getBoundingClientRect();
      expect(box.height).to.be.at.least(44, 'a touch target');
      expect(box.left).to.be.at.least(picker.left - 0.5);
      expect(box.right).to.be.at.most(picker.right + 0.5);
      expect(document.documentElement.scrollWidth).to.be.at.most(390, 'no sideways scroll');
      // The phone's own list picks the bank: its choice reaches the page as a change.
      select.value = FPX.banks[2]?.code ?? '';
      select.dispatchEvent(new Event('change', { bubbles: true }));
      await element.updateComplete;
      expect(continueQuery(element).get('fpx_bank_code')).to.equal(FPX.banks[2]?.code);
    },
  );
});
