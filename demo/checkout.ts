/// <reference types="vite/client" />
/**
 * The demo checkout: `<checkout-method-picker>` and `<checkout-card-form>` working together.
 *
 * There is no merchant server yet, so the picker is fed with `methods`: lookup results recorded
 * from the sandbox (the picker's test fixtures). Their logo paths are relative to the gateway's
 * host, as the gateway gives them; the merchant's proxy (`createPaymentMethodsHandler`) would make
 * them absolute, and here the sandbox's own logo files stand in for them. The purchase's
 * `checkout_url` points at a stand-in page that shows where the payer was sent.
 */
import type {
  CheckoutCardForm,
  CheckoutMethodPicker,
  CheckoutMethodSelectEvent,
} from '@checkout-kit/elements';
import '@checkout-kit/elements';
import lookupEn from '../packages/elements/src/method-picker/test/lookup.en.json';
import lookupMs from '../packages/elements/src/method-picker/test/lookup.ms.json';

/** The sandbox's logo files, by file name, as URLs this page can load. */
type PaymentMethodsLookup = NonNullable<CheckoutMethodPicker['methods']>;

const LOGO_FILES = import.meta.glob<string>('../packages/sandbox/assets/logos/*.svg', {
  // As files, never inlined as `data:` URLs, which the picker refuses to show.
  query: '?url&no-inline',
  import: 'default',
  eager: true,
});
const logoUrl = (path: string): string =>
  LOGO_FILES[`../packages/sandbox/assets/logos/${path.split('/').pop()}`] ?? path;

/** A recorded lookup result with its logo paths pointing at this page's copies. */
function withLocalLogos(lookup: PaymentMethodsLookup): PaymentMethodsLookup {
  const logos = Object.fromEntries(
    Object.entries(lookup.logos).map(([method, paths]) => [
      method,
      typeof paths === 'string' ? logoUrl(paths) : paths.map(logoUrl),
    ]),
  );
  return { ...lookup, logos };
}

const LOOKUPS = { en: withLocalLogos(lookupEn), ms: withLocalLogos(lookupMs) };

/** What the merchant's server would have created: the parts of the Purchase the page uses. */
const purchase = {
  checkout_url: new URL('./gateway.html', location.href).href,
  direct_post_url: 'https://gateway.example/p/demo/direct_post/' as string | null,
};

const TEXTS = {
  en: {
    order: 'Your order',
    beans: 'Single-origin beans, 250 g',
    filters: 'Paper filters, 100',
    total: 'Total',
    directPost: 'This purchase has a <code>direct_post_url</code>',
    note: 'Card reveals the card form when the purchase has a <code>direct_post_url</code>; without one, card goes to the payment page like every other method.',
    pay: 'Pay',
    states: "The picker's other states",
    loading: 'Loading',
    error: 'The lookup failed',
    empty: 'Nothing fits the amount',
  },
  ms: {
    order: 'Pesanan anda',
    beans: 'Biji kopi asal tunggal, 250 g',
    filters: 'Penapis kertas, 100',
    total: 'Jumlah',
    directPost: 'Pembelian ini mempunyai <code>direct_post_url</code>',
    note: 'Kad memaparkan borang kad apabila pembelian mempunyai <code>direct_post_url</code>; tanpanya, kad pergi ke halaman pembayaran seperti kaedah lain.',
    pay: 'Bayar',
    states: 'Keadaan lain pemilih',
    loading: 'Memuatkan',
    error: 'Carian gagal',
    empty: 'Tiada yang sesuai dengan jumlah',
  },
} as const;

const picker = document.querySelector<CheckoutMethodPicker>('#picker');
const cardForm = document.querySelector<CheckoutCardForm>('#card-form');
const directPost = document.querySelector<HTMLInputElement>('#direct-post');
const log = document.querySelector<HTMLOListElement>('#event-log');

/** Shows an event on the page, newest first, as text. */
function record(type: string, detail: unknown): void {
  if (!log) return;
  const entry = document.createElement('li');
  const name = document.createElement('strong');
  name.textContent = type;
  const body = document.createElement('code');
  body.textContent = JSON.stringify(detail, (key, value) =>
    key === 'methods' ? '{…lookup result…}' : value,
  );
  entry.append(name, ' ', body);
  log.prepend(entry);
  while (log.children.length > 20) log.lastElementChild?.remove();
}

for (const type of [
  'checkout-methods-load',
  'checkout-method-select',
  'checkout-error',
  'checkout-submit',
] as const) {
  document.addEventListener(type, (event) => {
    record(type, (event as CustomEvent).detail);
    // No gateway stands behind this page: the card form stops before its POST.
    if (type === 'checkout-submit') event.preventDefault();
  });
}

/**
 * The composition, as the package README shows it: choosing Card reveals the card form when
 * the purchase has a `direct_post_url` (and keeps the payer here, so no Continue); any other
 * choice, and Card without one, goes to the checkout URL.
 */
function onSelect(event: CheckoutMethodSelectEvent): void {
  const useCardForm = event.detail.isCard && Boolean(purchase.direct_post_url);
  if (cardForm) cardForm.hidden = !useCardForm;
  if (useCardForm) event.preventDefault();
}

function setUp(): void {
  if (!picker || !cardForm) return;
  picker.checkoutUrl = purchase.checkout_url;
  cardForm.action = purchase.direct_post_url ?? '';
  cardForm.checkoutUrl = purchase.checkout_url;
  picker.addEventListener('checkout-method-select', onSelect);
  directPost?.addEventListener('change', () => {
    purchase.direct_post_url = directPost.checked
      ? 'https://gateway.example/p/demo/direct_post/'
      : null;
    cardForm.action = purchase.direct_post_url ?? '';
    // Start over: the payer chooses again under the new purchase.
    picker.value = '';
    cardForm.hidden = true;
  });
}

function setLanguage(lang: 'en' | 'ms'): void {
  document.documentElement.lang = lang;
  for (const element of document.querySelectorAll<HTMLElement>('[data-text]')) {
    element.innerHTML = TEXTS[lang][element.dataset.text as keyof (typeof TEXTS)['en']];
  }
  for (const button of document.querySelectorAll<HTMLButtonElement>('[data-lang]')) {
    button.setAttribute('aria-pressed', String(button.dataset.lang === lang));
  }
  // Elements read the document's language when they render: render them again.
  for (const element of document.querySelectorAll<HTMLElement & { requestUpdate(): void }>(
    'checkout-method-picker, checkout-card-form',
  )) {
    element.requestUpdate();
  }
  if (picker) picker.methods = LOOKUPS[lang];
  const empty = document.querySelector<CheckoutMethodPicker>('#empty');
  if (empty) empty.methods = { ...LOOKUPS[lang], available_payment_methods: [] };
}

for (const button of document.querySelectorAll<HTMLButtonElement>('[data-lang]')) {
  button.addEventListener('click', () => setLanguage(button.dataset.lang === 'ms' ? 'ms' : 'en'));
}

setUp();
// A lookup that fails: this page has no payment-methods proxy at this path.
const failing = document.querySelector<CheckoutMethodPicker>('#failing');
if (failing) failing.src = '/payment-methods-proxy-missing';
setLanguage(new URLSearchParams(location.search).get('lang') === 'ms' ? 'ms' : 'en');
