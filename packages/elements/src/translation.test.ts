import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import type { CheckoutCardForm } from './card-form/card-form.js';
import { en as cardFormEnglish } from './card-form/internal/strings.js';
import { FORM_RECEIVER } from './internal/test/form-receiver.js';
import { KIT_LANGUAGES } from '@checkout-kit/protocol';
import { KIT_WORDS } from './internal/test/languages.js';
import { en as methodPickerEnglish } from './method-picker/internal/strings.js';
import type { CheckoutMethodPicker } from './method-picker/method-picker.js';
import { interceptFetch } from './method-picker/test/helpers.js';
import './index.js';
import { registerTranslation } from './index.js';

/** The text of the card form's pay button. */
const pay = (form: Element) =>
  form.querySelector('button[type="submit"]')?.textContent?.trim() ?? '';

/** A card form in a section of the page that speaks `lang`, and its pay button's first words. */
async function formIn(lang: string): Promise<{ form: CheckoutCardForm; firstPay: string }> {
  const section = document.createElement('section');
  section.lang = lang;
  const form = document.createElement('checkout-card-form');
  form.action = FORM_RECEIVER;
  form.amount = 1000;
  section.append(form);
  const ready = oneEvent(form, 'checkout-ready');
  document.body.append(section);
  await ready;
  return { form, firstPay: pay(form) };
}

describe('languages', () => {
  afterEach(() => {
    for (const section of document.querySelectorAll('body > section')) section.remove();
  });

  for (const lang of KIT_LANGUAGES) {
    it(`draws the card form in ${lang} from its first render, and is accessible`, async () => {
      const { form, firstPay } = await formIn(lang);
      const words = KIT_WORDS[lang].cardForm;
      expect(firstPay).to.equal(words.payAmount('RM\u00a010.00'));
      expect(form.querySelector('form')?.getAttribute('lang')).to.equal(lang);
      const labels = [...form.querySelectorAll('label.ck-label')].map((label) =>
        label.textContent?.replace(/\s+/g, ' ').trim(),
      );
      expect(labels).to.deep.equal([
        words.labels.cardholder_name,
        words.labels.card_number,
        `${words.labels.expires} (${words.expiryHint})`,
        words.labels.cvc,
      ]);
      await expect(form).to.be.accessible();
    });
  }

  it('reads a regional tag by its language: ms-MY, zh-MY, zh_MY, zh-Hans, ta-MY', async () => {
    for (const [tag, lang] of [
      ['ms-MY', 'ms'],
      ['zh-MY', 'zh'],
      ['zh_MY', 'zh'],
      ['zh-Hans', 'zh'],
      ['ta-MY', 'ta'],
    ] as const) {
      const { firstPay } = await formIn(tag);
      expect(firstPay, tag).to.equal(KIT_WORDS[lang].cardForm.payAmount('RM\u00a010.00'));
    }
  });

  it('speaks English in a language it has no words for', async () => {
    const { form, firstPay } = await formIn('fr');
    expect(firstPay).to.equal('Pay RM\u00a010.00');
    expect(form.querySelector('form')?.getAttribute('lang')).to.equal('en');
  });

  it('asks the lookup in the language it speaks, and names its legend in it', async () => {
    const fetches = interceptFetch();
    try {
      const section = await fixture<HTMLElement>(
        html`<section lang="ta">
          <checkout-method-picker src="/__methods/en" amount="1000"></checkout-method-picker>
        </section>`,
      );
      const picker = section.querySelector('checkout-method-picker') as CheckoutMethodPicker;
      const lookup = await fetches.next(0);
      expect(lookup.url.searchParams.get('language')).to.equal('ta');
      expect(picker.shadowRoot?.querySelector('legend')?.textContent).to.equal(
        KIT_WORDS.ta.methodPicker.legend,
      );
      expect(picker.shadowRoot?.querySelector('[role="status"]')?.textContent).to.equal(
        KIT_WORDS.ta.methodPicker.loading,
      );
    } finally {
      fetches.restore();
    }
  });

  it('re-renders every element in a language registered after they rendered', async () => {
    const { form, firstPay } = await formIn('id');
    expect(firstPay).to.equal('Pay RM\u00a010.00');
    registerTranslation({
      language: 'id',
      cardForm: { ...cardFormEnglish, payAmount: (amount) => `Bayar ${amount} sekarang` },
      methodPicker: methodPickerEnglish,
    });
    await waitUntil(() => pay(form) === 'Bayar RM\u00a010.00 sekarang', 'the new words shown');
    expect(form.querySelector('form')?.getAttribute('lang')).to.equal('id');
  });
});
