// @ts-check
'use strict';

/*
 * TypeScript's parser, with every import and re-export read as a value one: what
 * `import-cycles.js` gives import-x's `no-cycle` to read the modules it walks through, so that a
 * type-only import counts as an edge of a cycle.
 */

/** @type {{ parseForESLint(code: string, options: object): { ast: any } }} */
const parser = require('typescript-eslint').parser;

const MODULE_STATEMENTS = new Set([
  'ImportDeclaration',
  'ExportNamedDeclaration',
  'ExportAllDeclaration',
]);

/** @param {any} node */
function asValue(node) {
  if (node.importKind !== undefined) node.importKind = 'value';
  if (node.exportKind !== undefined) node.exportKind = 'value';
}

/**
 * @param {string} code
 * @param {object} options
 */
function parseForESLint(code, options) {
  const result = parser.parseForESLint(code, options);
  for (const statement of result.ast.body) {
    // A re-export without `from` declares, and imports nothing.
    if (!MODULE_STATEMENTS.has(statement.type) || !('source' in statement && statement.source)) {
      continue;
    }
    asValue(statement);
    for (const specifier of 'specifiers' in statement ? statement.specifiers : [])
      asValue(specifier);
  }
  return result;
}

module.exports = { parseForESLint, meta: { name: 'value-imports-parser' } };
