import assert from 'node:assert/strict';
import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

/*
 * The wire's words and rules are defined once, in this package: the server companion, the
 * sandbox and the demo import them. This reads their sources (comments left out) for a word
 * written again as a string literal, or a rule written again. Words that reach the type checker as closed types (error codes, events,
 * statuses, the lookup's filters) are proved by the compiler instead.
 */

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

/** The sources that must import the wire's words, not write them. */
const SOURCES = [
  'packages/server/src',
  'packages/sandbox/src',
  'packages/elements/src',
  'demo/server',
  'demo/shared',
  'demo/site/src',
];

/**
 * A word of the wire written outside protocol, and the export to use instead; `in`: the only
 * sources it is looked for in, when not all of them.
 */
const RULES: { name: string; pattern: RegExp; use: string; in?: readonly string[] }[] = [
  {
    name: 'a delivery header name',
    pattern: /(['"])(x-signature|event-type)\1/i,
    use: 'SIGNATURE_HEADER / EVENT_TYPE_HEADER',
  },
  {
    name: 'a payout header name',
    pattern: /(['"])(epoch|checksum)\1/,
    use: 'PAYOUT_EPOCH_HEADER / PAYOUT_CHECKSUM_HEADER',
  },
  {
    name: 'the payout signing string',
    pattern: /\$\{epoch\}\$\{|createHmac\(\s*['"]/,
    use: 'payoutSigningString and PAYOUT_CHECKSUM_HASH',
  },
  { name: 'the key of rules across fields', pattern: /(['"])__all__\1/, use: 'NON_FIELD_KEY' },
  {
    name: 'a checkout_url parameter',
    pattern: /(query|get)\(\s*(['"])(preferred|active)\2|name="(preferred|active)"/,
    use: 'CHECKOUT_PREFERRED_PARAMETER / CHECKOUT_ACTIVE_PARAMETER',
  },
  { name: 'the method-name rule', pattern: /\^\[a-z0-9_\]\+\$/, use: 'isMethodName' },
  {
    name: "zod's issues read as field issues",
    pattern: /\.safeParse\(|\$ZodIssue\b/,
    use: 'parseWithSchema',
  },
  {
    name: 'the money rule',
    pattern: /must be \$\{MONEY_HINT\}, not/,
    use: 'moneyRule and ruleIssue',
    // The sandbox's request reader still writes its own: its move is a change of its own.
    in: ['packages/server/src', 'demo/server'],
  },
];

/** The text of a source without its comments (a `//` inside a string is rare enough here). */
function withoutComments(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
}

async function sourceFiles(): Promise<string[]> {
  const files: string[] = [];
  for (const folder of SOURCES) {
    const entries = await readdir(join(ROOT, folder), { recursive: true, withFileTypes: true });
    for (const entry of entries) {
      if (!entry.isFile() || !/\.tsx?$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name)) {
        continue;
      }
      files.push(join(entry.parentPath, entry.name));
    }
  }
  return files;
}

/** Every `file: rule` whose word the file writes. */
function findings(file: string, text: string): string[] {
  const code = withoutComments(text);
  return RULES.filter(
    (rule) =>
      (rule.in?.some((folder) => file.startsWith(folder)) ?? true) && rule.pattern.test(code),
  ).map((rule) => `${file}: ${rule.name}`);
}

describe('the wire words outside protocol', () => {
  it('are imported from protocol, never written again', async () => {
    const files = await sourceFiles();
    assert.ok(files.length > 100, `only ${files.length} source files found: is ROOT right?`);
    const found: string[] = [];
    for (const file of files) {
      found.push(...findings(relative(ROOT, file), await readFile(file, 'utf8')));
    }
    assert.deepEqual(
      found,
      [],
      `Use protocol's exports (${RULES.map((rule) => rule.use).join('; ')}).`,
    );
  });

  it('finds each word when it is written', () => {
    const written = [
      "headers.get('x-signature')",
      "{ 'Event-Type': name }",
      "c.req.header('epoch')",
      'update(`${epoch}${apiKey}`)',
      "createHmac('sha512', secret)",
      "path: ['__all__']",
      "c.req.query('preferred')",
      '<input name="active" />',
    ];
    for (const line of written) assert.equal(findings('f.ts', line).length, 1, line);
    const rules = [
      'const result = schema.safeParse(value);',
      'function toIssue(issue: z.core.$ZodIssue) {}',
      '`${name} must be ${MONEY_HINT}, not ${describeValue(value)}.`',
    ];
    for (const line of rules) {
      assert.equal(findings('packages/server/src/f.ts', line).length, 1, line);
    }
    assert.deepEqual(findings('f.ts', "/** The `X-Signature` header, and `'__all__'`. */"), []);
  });
});
