// @ts-check
import { fileURLToPath } from 'node:url';
import { rules } from 'eslint-plugin-import-x';

/*
 * No module imports one that imports it, type-only imports included: a cycle of types still
 * ties the files together for every reader and tool. import-x's `no-cycle` leaves type-only
 * imports out, with no option to count them, so this rule is `no-cycle` shown every import as a
 * value import: the linted module's own by the visitor below, those of the modules it walks to
 * by the parser that `IMPORT_CYCLE_SETTINGS` names.
 */

const noCycle = rules['no-cycle'];

/** @param {any} node */
function asValueImport(node) {
  return {
    ...node,
    importKind: 'value',
    specifiers: node.specifiers.map((/** @type {any} */ specifier) => ({
      ...specifier,
      importKind: 'value',
    })),
  };
}

/** @type {import('eslint').Rule.RuleModule} */
export const importCycles = {
  meta: { ...noCycle.meta, docs: { description: noCycle.meta.docs?.description } },
  create(context) {
    // import-x's rule is typed for typescript-eslint's context and listeners: the same objects.
    const visitor = /** @type {import('eslint').Rule.RuleListener} */ (
      noCycle.create(/** @type {any} */ (context))
    );
    const importDeclaration = visitor.ImportDeclaration;
    if (!importDeclaration) return visitor;
    return {
      ...visitor,
      ImportDeclaration: (/** @type {any} */ node) => importDeclaration(asValueImport(node)),
    };
  },
};

/** Settings for import-x: its modules read with every import a value import. */
export const IMPORT_CYCLE_SETTINGS = {
  'import-x/parsers': {
    [fileURLToPath(new URL('./value-imports-parser.cjs', import.meta.url))]: ['.ts', '.tsx'],
  },
};
