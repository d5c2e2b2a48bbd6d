import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  serverMarkupAppCode,
  serverMarkupCode,
  serverMarkupPage,
} from '../browser/server-markup.js';

test('the server-markup page is built as the README section shows: styles, form, then the app', () => {
  const code = serverMarkupCode().page;
  const order = (text: string, parts: string[]): number[] =>
    parts.map((part) => text.indexOf(part));
  // The README's page: the styles in the head, the form in <main>, the app's module after it.
  const readme = order(code, [
    '<head><style>${renderCardFormStyles()}</style></head>',
    '<main>${renderCardForm(',
    '<script type="module" src="/app.js"></script>',
  ]);
  assert.ok(
    readme.every((at, i) => at >= 0 && at > (readme[i - 1] ?? -1)),
    'README order',
  );

  const page = serverMarkupPage('<script>/* probe */</script>', {
    action: 'https://gate.example/p/1/direct_post/',
    checkoutUrl: 'https://gate.example/p/1/',
    amount: 4990,
    currency: 'MYR',
  });
  const built = order(page, [
    '<script>/* probe */</script>',
    ':where(checkout-card-form)',
    '</head>',
    '<main><checkout-card-form',
    'name="card_number"',
    '</checkout-card-form></main>',
    '<script type="module" src="/server-markup/app.js"></script>',
  ]);
  assert.ok(
    built.every((at, i) => at >= 0 && at > (built[i - 1] ?? -1)),
    `page order ${built}`,
  );
  assert.match(page, /amount="4990"/);
});

test("the server-markup app is the README's: Lit's hydration imported before the kit", () => {
  const imports = [...serverMarkupCode().app.matchAll(/^import '([^']+)';$/gm)].map(
    ([, name]) => name,
  );
  assert.deepEqual(imports, ['@checkout-kit/elements/hydration.js', '@checkout-kit/elements']);
});

test('the lazy app is the README app without the hydration import, and the page loads it', () => {
  assert.equal(
    serverMarkupAppCode('lazy'),
    serverMarkupAppCode('hydrated').replace("import '@checkout-kit/elements/hydration.js';\n", ''),
  );
  assert.doesNotMatch(serverMarkupAppCode('lazy'), /hydration\.js/);
  const settings = {
    action: 'https://g.example/p/1/direct_post/',
    checkoutUrl: 'https://g.example/p/1/',
    amount: 1,
    currency: 'MYR',
  };
  assert.match(serverMarkupPage('', settings, 'lazy'), /src="\/server-markup-lazy\/app\.js"/);
});
