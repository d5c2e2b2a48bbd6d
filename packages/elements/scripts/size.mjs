// @ts-check
/**
 * Size benchmark of the @checkout-kit/elements builds: raw, gzip (level 9) and brotli sizes of
 *
 * - the script-tag builds: the whole kit, `dist/checkout-kit.js` and `dist/checkout-kit.iife.js`,
 *   and one element each, `dist/checkout-card-form.js` and `dist/checkout-method-picker.js`;
 * - the npm entry, `dist/index.js` with its dependencies bundled and minified by esbuild in
 *   memory: what an npm user's bundle gains from importing the package (the languages' files
 *   stay apart, as an npm user's bundler splits them);
 * - each language's file, `dist/translations/<language>.js`, as a page in that language loads
 *   it beside a script-tag build, and as an npm user's bundler minifies it;
 * - the test-mode panel's file, `dist/checkout-test-mode.js`, which only a page whose purchase is
 *   in test mode loads beside a script-tag build (an npm user's bundler splits it off too);
 * - the card form's "save this card" box, `dist/checkout-remember-card.js`, which only a form
 *   with `remember-card` loads beside a script-tag build (split off by an npm user's bundler too);
 * - the picker's bank choice, `dist/checkout-bank-choice.js`, which only a picker with
 *   `banks-src` loads beside a script-tag build (split off by an npm user's bundler too);
 * - a baseline: a minimal Lit-only element bundled the same way, to tell how much of the kit is
 *   Lit itself, and card-validator's card-number check, the other third-party part.
 *
 * It then compares each script-tag build with the budget of 22 kB gzipped (`budget.mjs`): "within
 * budget" up to it, "OVER budget" beyond. A measurement, not a test: it exits 0 whatever the
 * verdict (and 1 only when there is no build to measure); the test command enforces the budget
 * (`test/size-budget.test.mjs`).
 *
 * Run it after `pnpm build`: `pnpm size` (at the root) or `pnpm --filter @checkout-kit/elements size`.
 * With `--json` it also prints every measurement as one JSON line, last, for the root `pnpm bench`.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build, version as esbuildVersion } from 'esbuild';
import {
  BUDGET_GZIP,
  KB,
  PACKAGE_DIR as PACKAGE_URL,
  SCRIPT_TAG_BUILDS,
  TEST_MODE_BUILD,
  BANK_CHOICE_BUILD,
  REMEMBER_CARD_BUILD,
} from './budget.mjs';

/** The package folder: every path below is relative to it. */
const PACKAGE_DIR = fileURLToPath(PACKAGE_URL);
/** Adyen Web's published size, gzipped: a fixed reference figure, not measured here. */
const ADYEN_WEB_GZIP = 120 * KB;

/**
 * The browsers Vite 8 builds for by default ('baseline-widely-available'), so that esbuild's
 * bundles below are comparable with the script-tag builds.
 */
const TARGET = ['chrome111', 'edge111', 'firefox114', 'safari16.4'];

/** A minimal Lit element: one reactive property, styles, a template, a registration. */
const LIT_BASELINE = `
import { LitElement, css, html } from 'lit';
class HelloElement extends LitElement {
  static properties = { name: {} };
  static styles = css\`:host { display: block; }\`;
  constructor() {
    super();
    this.name = 'World';
  }
  render() {
    return html\`<p>Hello, \${this.name}!</p>\`;
  }
}
customElements.define('hello-element', HelloElement);
`;

/** What `@checkout-kit/protocol` takes from card-validator (with credit-card-type inside it). */
const CARD_VALIDATOR = `
export { cardNumber } from 'card-validator/dist/card-number.js';
`;

/**
 * @typedef {{ label: string, note: string, raw: number, gzip: number, brotli: number }} Measurement
 */

/**
 * @param {string} label
 * @param {string} note
 * @param {Uint8Array} bytes
 * @returns {Measurement}
 */
function measure(label, note, bytes) {
  return {
    label,
    note,
    raw: bytes.byteLength,
    gzip: gzipSync(bytes, { level: 9 }).byteLength,
    brotli: brotliCompressSync(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength,
      },
    }).byteLength,
  };
}

/**
 * Leaves each language's words, the test-mode panel, the "save this card" box and the bank
 * choice out of a bundle, each in a file of its own: where an npm user's bundler puts them,
 * loaded only by a page that shows them.
 * @type {import('esbuild').Plugin}
 */
const onDemandApart = {
  name: 'on-demand-apart',
  setup(esbuild) {
    esbuild.onResolve(
      { filter: /\/(translations\/\w+|test-mode-panel|remember-card-box|bank-choice)\.js$/ },
      ({ path }) => ({
        path,
        external: true,
      }),
    );
  },
};

/**
 * Bundles and minifies in memory, the way an npm user's bundler would: browser conditions,
 * production builds of the dependencies, everything inlined into one ES module.
 * @param {{ entryPoints: string[] } | { stdin: { contents: string, resolveDir: string } }} input
 * @param {import('esbuild').Plugin[]} [plugins]
 * @returns {Promise<Uint8Array>}
 */
async function bundle(input, plugins = []) {
  const result = await build({
    ...input,
    plugins,
    absWorkingDir: PACKAGE_DIR,
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: TARGET,
    legalComments: 'inline',
    write: false,
    logLevel: 'silent',
  });
  const [output] = result.outputFiles;
  if (!output) throw new Error('esbuild produced no output');
  return output.contents;
}

/**
 * @param {string} path relative to the package folder
 * @returns {Uint8Array}
 */
function readBuild(path) {
  return readFileSync(new URL(`../${path}`, import.meta.url));
}

/**
 * @param {number} gzip the gzipped size of a script-tag build
 * @returns {string}
 */
function verdict(gzip) {
  return gzip <= BUDGET_GZIP ? 'within budget' : 'OVER budget';
}

/** @param {number} bytes */
const kB = (bytes) => `${(bytes / KB).toFixed(2)} kB`;

/** @param {number} ratio */
const percent = (ratio) => `${(ratio * 100).toFixed(1)} %`;

/**
 * @param {string[][]} rows the first row is the header
 * @param {('left' | 'right')[]} align
 */
function table(rows, align) {
  const widths = align.map((_, i) => Math.max(...rows.map((row) => (row[i] ?? '').length)));
  /** @param {string[]} row */
  const line = (row) =>
    row
      .map((cell, i) =>
        align[i] === 'right' ? cell.padStart(widths[i] ?? 0) : cell.padEnd(widths[i] ?? 0),
      )
      .join('   ')
      .trimEnd();
  const [header = [], ...body] = rows;
  return [line(header), widths.map((w) => '-'.repeat(w)).join('   '), ...body.map(line)].join('\n');
}

const NPM_ENTRY = 'dist/index.js';

const missing = [
  ...SCRIPT_TAG_BUILDS.map(({ path }) => path),
  TEST_MODE_BUILD.path,
  BANK_CHOICE_BUILD.path,
  REMEMBER_CARD_BUILD.path,
  NPM_ENTRY,
].filter((path) => !existsSync(new URL(`../${path}`, import.meta.url)));
if (missing.length > 0) {
  console.error(`Nothing to measure: ${missing.join(', ')} missing.`);
  console.error('Build first: pnpm --filter @checkout-kit/elements build');
  process.exit(1);
}

const scriptTagBuilds = SCRIPT_TAG_BUILDS.map(({ path, note }) =>
  measure(path, note, readBuild(path)),
);
const [moduleKit] = scriptTagBuilds;
if (!moduleKit) throw new Error('no script-tag build listed');
const npmEntry = measure(
  `${NPM_ENTRY} + dependencies`,
  'npm entry, esbuild',
  await bundle({ entryPoints: [NPM_ENTRY] }, [onDemandApart]),
);
const translationFiles = readdirSync(new URL('../dist/translations/', import.meta.url))
  .filter((file) => file.endsWith('.js'))
  .sort();
const languages = await Promise.all(
  translationFiles.map(async (file) => {
    const path = `dist/translations/${file}`;
    return {
      served: measure(path, 'beside the script', readBuild(path)),
      minified: measure(path, 'npm, esbuild', await bundle({ entryPoints: [path] })),
    };
  }),
);
const litBaseline = measure(
  'baseline: minimal Lit element',
  'Lit alone, esbuild',
  await bundle({ stdin: { contents: LIT_BASELINE, resolveDir: PACKAGE_DIR } }),
);
const cardValidator = measure(
  'card-validator card-number',
  'third party, esbuild',
  await bundle({ stdin: { contents: CARD_VALIDATOR, resolveDir: PACKAGE_DIR } }),
);

const testModePanel = measure(
  TEST_MODE_BUILD.path,
  TEST_MODE_BUILD.note,
  readBuild(TEST_MODE_BUILD.path),
);
const rememberCard = measure(
  REMEMBER_CARD_BUILD.path,
  REMEMBER_CARD_BUILD.note,
  readBuild(REMEMBER_CARD_BUILD.path),
);
const bankChoice = measure(
  BANK_CHOICE_BUILD.path,
  BANK_CHOICE_BUILD.note,
  readBuild(BANK_CHOICE_BUILD.path),
);

/** What every page may load: the builds, and what they are compared with. */
const builds = [...scriptTagBuilds, npmEntry, litBaseline, cardValidator];
const measurements = [
  ...builds,
  ...languages.flatMap(({ served, minified }) => [served, minified]),
  testModePanel,
  rememberCard,
  bankChoice,
];

console.log('Checkout Kit: bundle sizes (1 kB = 1000 bytes; gzip level 9, brotli quality 11)');
console.log('');
console.log(
  table(
    [
      ['build', 'kind', 'raw', 'gzip', 'brotli'],
      ...builds.map((m) => [m.label, m.note, kB(m.raw), kB(m.gzip), kB(m.brotli)]),
    ],
    ['left', 'left', 'right', 'right', 'right'],
  ),
);

console.log('');
console.log(
  'Each language besides English, loaded only by a page in it (English is in every build):',
);
console.log('');
console.log(
  table(
    [
      ['file', 'as served, gzip', 'minified, gzip', 'minified, brotli'],
      ...languages.map(({ served, minified }) => [
        served.label,
        kB(served.gzip),
        kB(minified.gzip),
        kB(minified.brotli),
      ]),
    ],
    ['left', 'right', 'right', 'right'],
  ),
);

console.log('');
console.log(
  `The test-mode panel, loaded only for a purchase in test mode (its words in every language): ` +
    `${testModePanel.label}, ${kB(testModePanel.gzip)} gzip.`,
);
console.log(
  `The card form's "save this card" box, loaded only by a form with remember-card: ` +
    `${rememberCard.label}, ${kB(rememberCard.gzip)} gzip.`,
);
console.log(
  `The picker's bank choice, loaded only by a picker with banks-src (its words in every ` +
    `language): ${bankChoice.label}, ${kB(bankChoice.gzip)} gzip.`,
);

// How the script-tag kit splits: Lit, card-validator, and the rest, which is ours. Each part is
// compressed on its own, so the split is approximate.
const parts = [
  { label: 'Lit (the baseline element)', raw: litBaseline.raw, gzip: litBaseline.gzip },
  { label: 'card-validator (card-number)', raw: cardValidator.raw, gzip: cardValidator.gzip },
  {
    label: 'Checkout Kit itself (the rest)',
    raw: moduleKit.raw - litBaseline.raw - cardValidator.raw,
    gzip: moduleKit.gzip - litBaseline.gzip - cardValidator.gzip,
  },
];
console.log('');
console.log(`What ${moduleKit.label} is made of (approximate: each part compressed on its own):`);
console.log('');
console.log(
  table(
    [
      ['part', 'raw', 'gzip', 'share of gzip'],
      ...parts.map((p) => [p.label, kB(p.raw), kB(p.gzip), percent(p.gzip / moduleKit.gzip)]),
    ],
    ['left', 'right', 'right', 'right'],
  ),
);

console.log('');
console.log(`Budget of each script-tag build: ${BUDGET_GZIP / KB} kB gzipped`);
console.log('');
console.log(
  table(
    [
      ['build', 'gzip', 'of budget', 'verdict'],
      ...scriptTagBuilds.map((m) => [
        m.label,
        kB(m.gzip),
        percent(m.gzip / BUDGET_GZIP),
        verdict(m.gzip),
      ]),
    ],
    ['left', 'right', 'right', 'left'],
  ),
);

console.log('');
console.log(
  `For reference: Adyen Web is about ${ADYEN_WEB_GZIP / KB} kB gzipped ` +
    `(a fixed published figure, not measured here); ${moduleKit.label} is ` +
    `${percent(moduleKit.gzip / ADYEN_WEB_GZIP)} of that.`,
);
console.log('');
console.log(`Measured with Node ${process.versions.node} zlib; esbuild ${esbuildVersion}.`);
if (process.argv.includes('--json')) console.log(JSON.stringify({ bench: 'sizes', measurements }));
