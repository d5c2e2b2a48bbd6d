import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const USAGE = fileURLToPath(new URL('jsx/usage.tsx', import.meta.url));
const MANIFEST = new URL('../custom-elements.json', import.meta.url);

interface ManifestElement {
  tagName?: string;
  name: string;
  members?: { kind: string; name: string; static?: boolean }[];
  events?: { name: string }[];
}

/** The manifest's elements: their public properties and events, as the JSX types must list them. */
function manifestElements(): ManifestElement[] {
  const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8')) as {
    modules: { declarations?: (ManifestElement & { customElement?: boolean })[] }[];
  };
  return manifest.modules.flatMap((module) =>
    (module.declarations ?? []).filter((declaration) => declaration.customElement),
  );
}

/** Type-checks `files` (extra files given as text) as a merchant's React 19 app would. */
function typeErrors(files: string[], extra: Record<string, string> = {}): string[] {
  const options: ts.CompilerOptions = {
    strict: true,
    noEmit: true,
    jsx: ts.JsxEmit.ReactJSX,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    target: ts.ScriptTarget.ES2022,
    lib: ['lib.es2023.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
    customConditions: ['@checkout-kit/source'],
    // The kit's sources, read through the condition above, use TypeScript's decorators; an app
    // reads the built declarations, which have none (the packaging test type-checks those).
    experimentalDecorators: true,
    types: [],
    skipLibCheck: true,
  };
  const host = ts.createCompilerHost(options);
  const readFile = host.readFile.bind(host);
  const getSourceFile = host.getSourceFile.bind(host);
  host.readFile = (name) => extra[name] ?? readFile(name);
  host.fileExists = (name) => name in extra || ts.sys.fileExists(name);
  host.getSourceFile = (name, version, ...rest) =>
    name in extra
      ? ts.createSourceFile(name, extra[name] ?? '', version)
      : getSourceFile(name, version, ...rest);
  const program = ts.createProgram([...files, ...Object.keys(extra)], options, host);
  return ts
    .getPreEmitDiagnostics(program)
    .map(
      (d) => `${d.file?.fileName ?? ''}: ${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`,
    );
}

describe('@checkout-kit/elements/jsx', () => {
  it('types every property and event a page uses, and refuses wrong values', () => {
    assert.deepEqual(typeErrors([USAGE]), []);
  });

  it("lists every public property and event of the manifest's elements", () => {
    const elements = manifestElements();
    assert.deepEqual(
      elements.map((element) => element.tagName),
      ['checkout-card-form', 'checkout-method-picker'],
    );
    const lines = elements.flatMap((element, index) => {
      const props = `CheckoutElementProps<'${element.tagName}'>`;
      const fields = (element.members ?? []).filter((m) => m.kind === 'field' && !m.static);
      // The other way: every event the element's types declare is in the manifest, which is
      // made from the JSDoc's `@event` tags (the editors' data and the docs read it).
      const documented = (element.events ?? []).map((event) => `'${event.name}'`).join(' | ');
      const undocumented = `Exclude<import('../../src/element-types.js').EventsOf<'${element.tagName}'>, ${documented || 'never'}>`;
      return [
        `declare const p${index}: import('@checkout-kit/elements/jsx').${props};`,
        ...fields.map((field) => `p${index}.${field.name};`),
        ...(element.events ?? []).map((event) => `p${index}['on${event.name}'];`),
        `const undocumented${index}: [never] = [] as unknown as [${undocumented}];`,
      ];
    });
    assert.ok(lines.length > 20, lines.join('\n'));
    const file = fileURLToPath(new URL('jsx/manifest-coverage.ts', import.meta.url));
    assert.deepEqual(typeErrors([], { [file]: `${lines.join('\n')}\nexport {};\n` }), []);
  });
});
