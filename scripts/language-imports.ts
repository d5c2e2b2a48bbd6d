/**
 * Writes the modules that import each language's word files, from the one line that registers
 * the kit's languages: the protocol's `TRANSLATED_LANGUAGES`. A bundler, a server render and the
 * sandbox's pages each need every language's file named in an `import` of its own, so these
 * modules list them; nobody writes them by hand (CONTRIBUTING, "Adding a language").
 *
 * - `pnpm languages` writes them.
 * - `pnpm languages:check` (part of `pnpm test`) fails, naming each file, when one differs from
 *   what this script writes.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { KIT_LANGUAGES, TRANSLATED_LANGUAGES } from '@checkout-kit/protocol';
import prettier from 'prettier';

/** A written module: its path from the repository's root and its text for a list of languages. */
interface LanguageImports {
  file: string;
  languages: readonly string[];
  text: (languages: readonly string[]) => string;
}

const HEADER = `// Written by \`pnpm languages\` from the protocol's TRANSLATED_LANGUAGES: do not edit.`;

const MODULES: readonly LanguageImports[] = [
  {
    file: 'packages/elements/src/internal/translation-imports.ts',
    languages: TRANSLATED_LANGUAGES,
    text: (languages) => `${HEADER}
import type { TranslatedLanguage } from '@checkout-kit/protocol';
import type { CheckoutTranslation } from './checkout-translation.js';

/**
 * Each shipped language's words by an \`import()\` of its own, which every bundler an npm user
 * has (Vite, webpack, esbuild, Next.js) splits into a file loaded only when called.
 */
export const TRANSLATION_IMPORTS: Readonly<
  Record<TranslatedLanguage, () => Promise<{ default: CheckoutTranslation }>>
> = {
${languages.map((language) => `  ${language}: () => import('../translations/${language}.js'),`).join('\n')}
};
`,
  },
  {
    file: 'packages/elements/src/server/shipped-translations.ts',
    languages: TRANSLATED_LANGUAGES,
    text: (languages) => `${HEADER}
import type { TranslatedLanguage } from '@checkout-kit/protocol';
import type { CheckoutTranslation } from '../internal/checkout-translation.js';
${languages.map((language) => `import ${language} from '../translations/${language}.js';`).join('\n')}

/**
 * The words of every language the kit ships, at hand at once: for a server, which renders each
 * page in its own language. A browser build never imports this module (it would carry every
 * language): the elements load one language's file when a page speaks it.
 */
export const SHIPPED_TRANSLATIONS: Readonly<Record<TranslatedLanguage, CheckoutTranslation>> = {
  ${languages.join(', ')},
};
`,
  },
  {
    file: 'packages/sandbox/src/pages/strings/all-languages.ts',
    languages: KIT_LANGUAGES,
    text: (languages) => `${HEADER}
import type { KitLanguage } from '@checkout-kit/protocol';
import type { PageStrings } from './shape.js';
${languages.map((language) => `import { ${language} } from './${language}.js';`).join('\n')}

/** Every language's words: the type makes each language give every string. */
export const PAGE_STRINGS: Readonly<Record<KitLanguage, PageStrings>> = {
  ${languages.join(', ')},
};
`,
  },
];

/** The words JavaScript keeps, which no language's import can be named: ISO 639 has `new`. */
const RESERVED = new Set(['do', 'for', 'if', 'in', 'let', 'new', 'try', 'var']);

/** Refuses a code that cannot stand as an import's name, naming it and the rule. */
function checkCodes(languages: readonly string[]): void {
  for (const language of languages) {
    if (!/^[a-z]{2,3}$/.test(language) || RESERVED.has(language)) {
      throw new Error(
        `TRANSLATED_LANGUAGES: "${language}" must be a primary language subtag of two or three ` +
          'lower-case letters that is not a word JavaScript reserves.',
      );
    }
  }
}

/** A module's text as prettier formats it with the repository's settings. */
async function formatted(path: string, text: string): Promise<string> {
  const options = await prettier.resolveConfig(path);
  return prettier.format(text, { ...options, filepath: path });
}

const root = new URL('../', import.meta.url);
const check = process.argv.includes('--check');
checkCodes(TRANSLATED_LANGUAGES);

const stale: string[] = [];
for (const { file, languages, text } of MODULES) {
  const path = fileURLToPath(new URL(file, root));
  const wanted = await formatted(path, text(languages));
  const written = await readFile(path, 'utf8').catch((error: NodeJS.ErrnoException) => {
    // A module not written yet differs from any text; any other failure stops the script.
    if (error.code === 'ENOENT') return '';
    throw error;
  });
  if (written === wanted) continue;
  if (check) stale.push(file);
  else {
    await writeFile(path, wanted);
    console.log(`wrote ${file}`);
  }
}
if (stale.length > 0) {
  console.error(
    `${stale.join(', ')}: out of date with TRANSLATED_LANGUAGES. Run \`pnpm languages\` to write ` +
      (stale.length === 1 ? 'it.' : 'them.'),
  );
  process.exitCode = 1;
}
