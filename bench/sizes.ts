/**
 * Sizes: the single-file kit and each one-element file, gzip (level 9) and brotli (quality 11),
 * as `packages/elements/scripts/size.mjs` measures them (run here with `--json`), against
 *
 * - Lit alone (a minimal Lit element, bundled and minified the same way), for the picker, which
 *   carries no card-validator;
 * - Lit + card-validator's card-number check, for the kit and the card form, which carry both.
 *   The two are compressed apart and added, as size.mjs's own split does: a little more than
 *   the two compressed together would be.
 *
 * Goals, gzipped: the single-file kit (both its builds) within the 22 kB budget the test command
 * holds it to, and its aim of 19 kB; the card form's own file's aim of 15 kB. The picker's file
 * has no limit of its own.
 */
import { fileURLToPath } from 'node:url';
import { runChild } from './child.js';
import { type Row, type TableRow, against } from './rows.js';

const ELEMENTS_DIR = fileURLToPath(new URL('../packages/elements/', import.meta.url));
const KB = 1000;

interface Measurement {
  label: string;
  note: string;
  raw: number;
  gzip: number;
  brotli: number;
}

function measurementsOf(json: unknown): Measurement[] | null {
  if (typeof json !== 'object' || json === null || !('measurements' in json)) return null;
  const { measurements } = json as { measurements: unknown };
  return Array.isArray(measurements) ? (measurements as Measurement[]) : null;
}

export async function sizeRows(): Promise<TableRow[]> {
  const { json, code } = await runChild(
    process.execPath,
    ['scripts/size.mjs', '--json'],
    ELEMENTS_DIR,
  );
  const measurements = measurementsOf(json);
  if (code !== 0 || !measurements) {
    return [
      { figure: 'sizes (size.mjs)', failed: `exit ${code}${measurements ? '' : ', no JSON'}` },
    ];
  }
  const find = (label: string): Measurement => {
    const found = measurements.find((m) => m.label === label);
    if (!found) throw new Error(`size.mjs measured no "${label}"`);
    return found;
  };
  const lit = find('baseline: minimal Lit element');
  const validator = find('card-validator card-number');
  const litAndValidator = {
    gzip: lit.gzip + validator.gzip,
    brotli: lit.brotli + validator.brotli,
  };
  const builds = [
    {
      label: 'dist/checkout-kit.js',
      name: 'kit, one file',
      baseline: litAndValidator,
      goal: 'aim ≤ 19 kB; budget 22 kB',
    },
    {
      label: 'dist/checkout-kit.iife.js',
      name: 'kit, classic build',
      baseline: litAndValidator,
      goal: 'aim ≤ 19 kB; budget 22 kB',
    },
    {
      label: 'dist/checkout-card-form.js',
      name: 'card form alone',
      baseline: litAndValidator,
      goal: '≤ 15 kB',
    },
    {
      label: 'dist/checkout-method-picker.js',
      name: 'picker alone',
      baseline: lit,
      goal: '',
    },
  ];
  const rows: Row[] = [];
  for (const { label, name, baseline, goal } of builds) {
    const build = find(label);
    const versus = baseline === lit ? 'vs Lit' : 'vs Lit + card-validator';
    rows.push(
      against({
        figure: `size: ${name}, gzip (${versus})`,
        value: build.gzip / KB,
        unit: 'kB',
        baseline: baseline.gzip / KB,
        goal,
      }),
      against({
        figure: `size: ${name}, brotli (${versus})`,
        value: build.brotli / KB,
        unit: 'kB',
        baseline: baseline.brotli / KB,
      }),
    );
  }
  // Each language besides English, as a page in it loads the file beside the script.
  for (const language of measurements.filter((m) => m.note === 'beside the script')) {
    const name = language.label.split('/').pop()?.replace('.js', '');
    rows.push({
      figure: `size: ${name} words, gzip (on demand)`,
      value: language.gzip / KB,
      unit: 'kB',
    });
  }
  // What only some payers load, beside the script: each part alone, and the picker with its
  // bank choice, as a payer who chooses FPX on a picker with `banks-src` downloads both.
  const picker = find('dist/checkout-method-picker.js');
  const bankChoice = find('dist/checkout-bank-choice.js');
  rows.push(
    {
      figure: 'size: picker with its bank choice, gzip (two files)',
      value: (picker.gzip + bankChoice.gzip) / KB,
      unit: 'kB',
    },
    { figure: 'size: bank choice, gzip (on demand)', value: bankChoice.gzip / KB, unit: 'kB' },
    {
      figure: 'size: save-this-card box, gzip (on demand)',
      value: find('dist/checkout-remember-card.js').gzip / KB,
      unit: 'kB',
    },
    {
      figure: 'size: test-mode panel, gzip (on demand)',
      value: find('dist/checkout-test-mode.js').gzip / KB,
      unit: 'kB',
    },
  );
  rows.push(
    { figure: 'size: Lit alone, gzip', value: lit.gzip / KB, unit: 'kB' },
    { figure: 'size: Lit + card-validator, gzip', value: litAndValidator.gzip / KB, unit: 'kB' },
  );
  return rows;
}
