import { expect, waitUntil } from '@open-wc/testing';
import type * as Kit from './index.js';
import { FORM_RECEIVER } from './internal/test/form-receiver.js';
import { itExceptIn } from './internal/test/engine.js';

/**
 * The single-file builds a merchant loads with a `<script>` tag, run in a page of their own with
 * nothing else on it, `head` in its head, `script` before the elements and `end` after them.
 * `pnpm test` builds them before the browser tests.
 */
async function pageWith(
  script: string,
  {
    cardForm = true,
    methodPicker = true,
    head = '',
    end = '',
    lang = 'en',
    action = FORM_RECEIVER,
    testMode = false,
  } = {},
): Promise<Window> {
  const frame = document.createElement('iframe');
  frame.title = 'Script-tag page';
  frame.srcdoc = `<!doctype html><html lang="${lang}"><head>${head}</head><body>
    ${script}
    <checkout-method-picker
      src="/__methods/en"
      navigate="preferred"
      checkout-url="${location.origin}/__methods/checkout/p/1/"
    ></checkout-method-picker>
    <checkout-card-form action="${action}" amount="1000" currency="MYR"${
      testMode ? ' test-mode' : ''
    }></checkout-card-form>
    ${end}
  </body></html>`;
  document.body.append(frame);
  await new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
  const view = frame.contentWindow;
  if (!view) throw new Error('no frame window');
  if (cardForm) {
    await waitUntil(
      () => view.document.querySelector('checkout-card-form input'),
      'form rendered',
      { timeout: 5000 },
    );
  }
  if (methodPicker) {
    await waitUntil(
      () =>
        view.document.querySelector('checkout-method-picker')?.shadowRoot?.querySelector('input'),
      'methods shown',
      { timeout: 5000 },
    );
  }
  return view;
}

/** Puts `digits` in the card number as autofill does, all at once with an `input` event. */
function enterCardNumber(form: Element | null, digits: string): HTMLInputElement {
  const number = form?.querySelector<HTMLInputElement>('input[name="card_number"]');
  if (!number) throw new Error('no card number input');
  number.value = digits;
  number.dispatchEvent(new Event('input', { bubbles: true }));
  return number;
}

/** Resolves with the text of the page the frame of `view` navigates to next. */
function nextPageText(view: Window): Promise<string> {
  const frame = view.frameElement as HTMLIFrameElement;
  return new Promise((resolve) =>
    frame.addEventListener('load', () => resolve(frame.contentDocument?.body.textContent ?? ''), {
      once: true,
    }),
  );
}

/** The translation files a page has asked for, by path. */
const translationsLoaded = (view: Window): string[] =>
  view.performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name).pathname)
    .filter((path) => path.includes('/translations/'));

/** The test-mode files a page has asked for, by path. */
const testModeFilesLoaded = (view: Window): string[] =>
  view.performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name).pathname)
    .filter((path) => path.includes('test-mode'));

/** The text of the card form's pay button. */
const payButton = (view: Window): string | undefined =>
  view.document.querySelector('checkout-card-form button[type="submit"]')?.textContent?.trim();

/** A module script tag for `path`. */
const moduleScript = (path: string) => `<script type="module" src="${path}"></script>`;

/** The full URL of every file a page asked for, but its own frame's. */
const resourcesOf = (view: Window): string[] =>
  view.performance.getEntriesByType('resource').map((entry) => entry.name);

describe('script-tag builds among page markup that shadows document properties', () => {
  // Named elements a shop may let in (no script needed) shadow these on `document`.
  const SHADOWING = ['baseURI', 'adoptedStyleSheets', 'activeElement', 'documentElement']
    .map((name) => `<img name="${name}" src="/__clobbered/${name}" alt="">`)
    .join('');

  for (const [name, script] of [
    ['module', moduleScript('/packages/elements/dist/checkout-kit.js')],
    ['classic', '<script src="/packages/elements/dist/checkout-kit.iife.js"></script>'],
  ] as const) {
    it(`lists the methods from a relative src and styles the card form: ${name}`, async () => {
      // pageWith waits for the picker's list, fetched from its relative `src`.
      const view = await pageWith(SHADOWING + script, { lang: 'ms' });
      const form = view.document.querySelector('checkout-card-form .ck-form');
      expect(form && view.getComputedStyle(form).display).to.equal('grid');
      await waitUntil(() => payButton(view) === 'Bayar RM\u00a010.00', 'Malay, from <html lang>');
    });
  }
});

describe('the classic build among page markup that names currentScript (DOM clobbering)', () => {
  const CLASSIC = '/packages/elements/dist/checkout-kit.iife.js';
  // Markup a shop may let in, no script needed: it makes `document.currentScript` this image.
  const CLOBBERING = '<img name="currentScript" src="/__clobbered/" alt="">';
  const nothingFromTheImage = (view: Window) =>
    expect(resourcesOf(view).filter((url) => /__clobbered\/./.test(url))).to.deep.equal([]);

  for (const [where, placed] of [
    ['at the end of the body', { end: `<script src="${CLASSIC}"></script>` }],
    ['deferred in the head', { head: `<script defer src="${CLASSIC}"></script>` }],
  ] as const) {
    it(`loads its language and test-mode panel from beside itself, ${where}`, async () => {
      const view = await pageWith(CLOBBERING, { lang: 'ms', testMode: true, ...placed });
      await waitUntil(
        () => payButton(view) === 'Bayar RM\u00a010.00',
        'Malay, from beside the kit',
      );
      await waitUntil(
        () => view.document.querySelector('checkout-card-form [part~="test-mode"]'),
        'the test-mode panel, from beside the kit',
      );
      expect(translationsLoaded(view)).to.deep.equal([
        '/packages/elements/dist/translations/ms.js',
      ]);
      expect(testModeFilesLoaded(view)).to.deep.equal([
        '/packages/elements/dist/checkout-test-mode.js',
      ]);
      nothingFromTheImage(view);
    });
  }

  it('loads the panel of a test-mode card form the page adds later from beside itself', async () => {
    const view = await pageWith(CLOBBERING, {
      cardForm: false,
      end: `<script src="${CLASSIC}"></script>`,
    });
    const form = view.document.createElement('checkout-card-form');
    form.setAttribute('action', FORM_RECEIVER);
    form.setAttribute('test-mode', '');
    view.document.body.append(form);
    await waitUntil(() => form.querySelector('[part~="test-mode"]'), 'the test-mode panel');
    expect(testModeFilesLoaded(view)).to.deep.equal([
      '/packages/elements/dist/checkout-test-mode.js',
    ]);
    nothingFromTheImage(view);
  });
});

describe('script-tag builds', () => {
  for (const [name, script] of [
    ['module', '<script type="module" src="/packages/elements/dist/checkout-kit.js"></script>'],
    ['classic', '<script src="/packages/elements/dist/checkout-kit.iife.js"></script>'],
  ] as const) {
    it(`the ${name} build registers a working card form on its own`, async () => {
      const view = await pageWith(script);
      expect(view.customElements.get('checkout-card-form')).to.be.a('function');
      const names = [...view.document.querySelectorAll('checkout-card-form input')].map((input) =>
        input.getAttribute('name'),
      );
      expect(names).to.deep.equal(['cardholder_name', 'card_number', 'expires', 'cvc']);
      expect(
        view.document.querySelector('checkout-card-form button')?.textContent?.trim(),
      ).to.equal('Pay RM\u00a010.00');
    });

    it(`the ${name} build detects card brands with the whole brand table`, async () => {
      const view = await pageWith(script);
      const form = view.document.querySelector('checkout-card-form');
      const number = enterCardNumber(form, '378282246310005');
      await waitUntil(
        () => number.value === '3782 822463 10005',
        'grouped 4-6-5 as Amex prints it',
      );
      const icon = form?.querySelector('[part~="brand-icon"] svg');
      expect(icon?.getAttribute('aria-label')).to.equal('American Express');
    });

    it(`the ${name} build judges a srcdoc page by its document's origin, not its URL's`, async () => {
      // The frame's URL is about:srcdoc, whose origin is null; the document has this page's.
      const view = await pageWith(script, {
        action: `${location.origin}/collect`,
        head: '<script>window.warnings = []; console.warn = (m) => window.warnings.push(String(m));</script>',
      });
      const form = view.document.querySelector('checkout-card-form');
      expect(form?.querySelector('form')?.hasAttribute('action')).to.equal(false);
      expect((view as unknown as { warnings: string[] }).warnings).to.deep.equal([
        "<checkout-card-form>: action refused: the page's own origin.",
      ]);
    });

    it(`the ${name} build registers a method picker that sends the payer on`, async () => {
      const view = await pageWith(script);
      const root = view.document.querySelector('checkout-method-picker')?.shadowRoot;
      const fpx = root?.querySelector<HTMLInputElement>('input[value="fpx"]');
      fpx?.click();
      await waitUntil(() => root?.querySelector('a[href]'), 'Continue offered');
      const page = nextPageText(view);
      root?.querySelector('a')?.click();
      expect(await page).to.equal('checkout page preferred=fpx');
    });
  }

  for (const [name, file] of [
    ['module', 'checkout-kit.js'],
    ['classic', 'checkout-kit.iife.js'],
  ] as const) {
    const script = (path: string) =>
      name === 'module'
        ? `<script type="module" src="${path}"></script>`
        : `<script src="${path}"></script>`;

    it(`the ${name} build loads a page's language from beside the script, and no other`, async () => {
      const view = await pageWith(script(`/packages/elements/dist/${file}`), { lang: 'ms-MY' });
      expect(payButton(view)).to.equal('Bayar RM 10.00', 'Malay from the first render');
      const legend = view.document
        .querySelector('checkout-method-picker')
        ?.shadowRoot?.querySelector('legend');
      expect(legend?.textContent).to.equal('Kaedah pembayaran');
      expect(translationsLoaded(view)).to.deep.equal([
        '/packages/elements/dist/translations/ms.js',
      ]);
      view.document.documentElement.lang = 'ta';
      await waitUntil(() => payButton(view) === 'RM 10.00 செலுத்து', 'Tamil after the switch');
      view.document.documentElement.lang = 'zh';
      await waitUntil(() => payButton(view) === '付款 RM 10.00', 'Chinese after the switch');
      expect(translationsLoaded(view)).to.deep.equal(
        ['ms', 'ta', 'zh'].map((language) => `/packages/elements/dist/translations/${language}.js`),
      );
    });

    it(`the ${name} build on an English page, or one in no shipped language, loads no words`, async () => {
      for (const lang of ['en', 'fr']) {
        const view = await pageWith(script(`/packages/elements/dist/${file}`), { lang });
        expect(payButton(view), lang).to.equal('Pay RM 10.00');
        expect(translationsLoaded(view), lang).to.deep.equal([]);
        view.frameElement?.remove();
      }
    });

    it(`the ${name} build without its translation files speaks English, and says why once`, async () => {
      const warnings: string[] = [];
      const view = await pageWith(script(`/__kit-alone/${file}`), {
        lang: 'zh',
        // Before the kit runs: the page's console, not the test's.
        head: '<script>window.warnings = []; console.warn = (m) => window.warnings.push(String(m));</script>',
      });
      warnings.push(...(view as unknown as { warnings: string[] }).warnings);
      expect(payButton(view)).to.equal('Pay RM 10.00');
      expect(view.document.querySelector('checkout-card-form form')?.getAttribute('lang')).to.equal(
        'en',
      );
      expect(warnings).to.have.length(1);
      expect(warnings[0]).to.contain('no zh translation');
    });
  }

  for (const [name, file] of [
    ['module', 'checkout-kit.js'],
    ['classic', 'checkout-kit.iife.js'],
    ['card form', 'checkout-card-form.js'],
  ] as const) {
    const script = (path: string) =>
      name === 'classic'
        ? `<script src="${path}"></script>`
        : `<script type="module" src="${path}"></script>`;
    const methodPicker = name !== 'card form';

    it(`the ${name} build loads the test-mode panel from beside the script, only in test mode`, async () => {
      const live = await pageWith(script(`/packages/elements/dist/${file}`), { methodPicker });
      expect(Boolean(live.document.querySelector('[part~="test-mode"]'))).to.equal(false);
      expect(testModeFilesLoaded(live)).to.deep.equal([], 'a live purchase loads no panel');
      live.frameElement?.remove();

      const view = await pageWith(script(`/packages/elements/dist/${file}`), {
        methodPicker,
        testMode: true,
        lang: 'ms',
      });
      const form = view.document.querySelector('checkout-card-form');
      const panel = form?.querySelector('[part~="test-mode"]');
      expect(panel?.textContent, 'in the first render, in Malay').to.contain('Mod ujian');
      expect(testModeFilesLoaded(view)).to.deep.equal([
        '/packages/elements/dist/checkout-test-mode.js',
      ]);
      form?.querySelector<HTMLButtonElement>('.ck-test-card')?.click();
      const number = form?.querySelector<HTMLInputElement>('input[name="card_number"]');
      await waitUntil(() => number?.value === '4444 3333 2222 1111', 'filled from the test card');
    });
  }

  it('a script-tag build without its test-mode file shows the form without the panel, and says why once', async () => {
    const view = await pageWith(moduleScript('/__kit-alone/checkout-kit.js'), {
      testMode: true,
      head: '<script>window.warnings = []; console.warn = (m) => window.warnings.push(String(m));</script>',
    });
    const form = view.document.querySelector('checkout-card-form');
    expect(Boolean(form?.querySelector('[part~="test-mode"]'))).to.equal(false);
    expect(form?.querySelectorAll('input').length).to.equal(4);
    const { warnings } = view as unknown as { warnings: string[] };
    expect(warnings).to.have.length(1);
    expect(warnings[0]).to.contain('no test-mode panel');
  });

  /** The head of a page that preloads Malay's words with the integrity hash `integrity`. */
  const MALAY_FILE = '/packages/elements/dist/translations/ms.js';
  const malayPreload = (integrity: string) =>
    `<link rel="modulepreload" href="${MALAY_FILE}" integrity="${integrity}" crossorigin="anonymous">`;
  const malayHash = async () => {
    const bytes = await (await fetch(MALAY_FILE)).arrayBuffer();
    const digest = new Uint8Array(await crypto.subtle.digest('SHA-384', bytes));
    return `sha384-${btoa(String.fromCharCode(...digest))}`;
  };
  const KIT_SCRIPT =
    '<script type="module" src="/packages/elements/dist/checkout-kit.js"></script>';

  itExceptIn(
    ['firefox'],
    'its resource timing lists the import of a preloaded module as a second entry',
  )(
    'a language file preloaded with its integrity hash is fetched once, by the preload',
    async () => {
      const checked = await pageWith(KIT_SCRIPT, {
        lang: 'ms',
        head: malayPreload(await malayHash()),
      });
      expect(payButton(checked)).to.equal('Bayar RM\u00a010.00');
      expect(translationsLoaded(checked)).to.deep.equal(
        [MALAY_FILE],
        'fetched once, by the preload',
      );
    },
  );

  itExceptIn(
    ['webkit'],
    'WebKit imports a module whose preload failed its integrity check again, unchecked',
  )("a language file that fails its preload's integrity hash is refused", async () => {
    // A file that is not the one hashed is refused, and the kit speaks English.
    const refused = await pageWith(KIT_SCRIPT, {
      lang: 'ms',
      head: malayPreload(`sha384-${'A'.repeat(64)}`),
    });
    expect(payButton(refused)).to.equal('Pay RM\u00a010.00');
  });

  it('the classic build exposes the element class on a global', async () => {
    const view = await pageWith(
      '<script src="/packages/elements/dist/checkout-kit.iife.js"></script>',
    );
    const kit = (view as unknown as { CheckoutKit?: typeof Kit }).CheckoutKit;
    expect(kit?.CheckoutCardForm).to.equal(view.customElements.get('checkout-card-form'));
    expect(kit?.CheckoutMethodPicker).to.equal(view.customElements.get('checkout-method-picker'));
  });

  it("the classic build's redirectToCheckout navigates its own window", async () => {
    const view = await pageWith(
      '<script src="/packages/elements/dist/checkout-kit.iife.js"></script>',
    );
    const kit = (view as unknown as { CheckoutKit: typeof Kit }).CheckoutKit;
    const page = nextPageText(view);
    kit.redirectToCheckout(`${location.origin}/__methods/checkout/p/2/?x=1`, { active: 'dnqr' });
    expect(await page).to.equal('checkout page x=1&active=dnqr');
  });

  it("the kit runs where the page enforces Trusted Types and allows Lit's policy", async () => {
    const view = await pageWith(
      '<script type="module" src="/packages/elements/dist/checkout-kit.js"></script>',
      {
        head: `<meta http-equiv="Content-Security-Policy" content="require-trusted-types-for 'script'; trusted-types lit-html">`,
      },
    );
    // The page really enforces it: a plain string is refused as HTML.
    expect(() => {
      view.document.body.insertAdjacentHTML('beforeend', '<b>not trusted</b>');
    }).to.throw();
    const form = view.document.querySelector('checkout-card-form');
    enterCardNumber(form, '4444333322221111');
    await waitUntil(
      () => form?.querySelector('[part~="brand-icon"] svg')?.getAttribute('aria-label') === 'Visa',
      'the brand mark rendered',
    );
  });

  it('the card form build registers the card form alone, and it works', async () => {
    const view = await pageWith(
      '<script type="module" src="/packages/elements/dist/checkout-card-form.js"></script>',
      { methodPicker: false },
    );
    expect(view.customElements.get('checkout-method-picker')).to.equal(undefined);
    const form = view.document.querySelector('checkout-card-form');
    const number = enterCardNumber(form, '4444333322221111');
    await waitUntil(() => number.value === '4444 3333 2222 1111', 'grouped as Visa prints it');
    expect(form?.querySelector('button')?.textContent?.trim()).to.equal('Pay RM\u00a010.00');
  });

  it('the method picker build registers the picker alone, and Continue works', async () => {
    const view = await pageWith(
      '<script type="module" src="/packages/elements/dist/checkout-method-picker.js"></script>',
      { cardForm: false },
    );
    expect(view.customElements.get('checkout-card-form')).to.equal(undefined);
    const root = view.document.querySelector('checkout-method-picker')?.shadowRoot;
    root?.querySelector<HTMLInputElement>('input[value="fpx"]')?.click();
    await waitUntil(() => root?.querySelector('a[href]'), 'Continue offered');
    const page = nextPageText(view);
    root?.querySelector('a')?.click();
    expect(await page).to.equal('checkout page preferred=fpx');
  });
});
