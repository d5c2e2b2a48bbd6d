// @ts-check
/**
 * Leaves credit-card-type's registry methods, and Troy's 8-digit BIN ranges, out of the
 * single-file builds. JavaScript, not
 * TypeScript, so that `scripts/size.mjs`, which Node runs as it is, measures card-validator the
 * way the builds carry it.
 */
import ts from 'typescript';

/** credit-card-type's own entry module, which card-validator's card-number check requires. */
export const CREDIT_CARD_TYPE_ENTRY =
  /[\\/]node_modules[\\/]credit-card-type[\\/]dist[\\/]index\.js$/;

/** credit-card-type's brand table. */
export const CARD_TYPES_MODULE =
  /[\\/]node_modules[\\/]credit-card-type[\\/]dist[\\/]lib[\\/]card-types\.js$/;

/**
 * The longest BIN prefix kept in Troy's patterns. Its 8-digit ranges (65083700–65083704 and 32
 * more) are a third of the brand table, 0.19 kB of the gzipped kit, and they only tell Troy, a
 * Turkish domestic scheme, from Discover inside Discover's `65` range. Without them such a card
 * reads as Discover: neither brand is a card method of the gateway, so it is refused just the
 * same ("Discover is not accepted here" instead of "Troy is not accepted here").
 */
const TROY_LONGEST_PREFIX = 6;

/**
 * The methods by which a user of credit-card-type changes its list of card types, or reads a
 * copy of one entry. card-validator calls none of them: it calls the detection function and
 * reads `types`.
 */
const REGISTRY_METHODS = new Set([
  'getTypeInfo',
  'removeCard',
  'addCard',
  'updateCard',
  'changeOrder',
  'resetModifications',
]);

/** TypeScript's object-spread helper, which the module declares for `updateCard` alone. */
const SPREAD_HELPER = '__assign';

/**
 * The name of the method a statement such as `creditCardType.addCard = function () {…};` sets.
 * @param {ts.Statement} statement
 * @returns {string | null}
 */
function assignedMethod(statement) {
  if (!ts.isExpressionStatement(statement)) return null;
  const { expression } = statement;
  if (!ts.isBinaryExpression(expression)) return null;
  if (expression.operatorToken.kind !== ts.SyntaxKind.EqualsToken) return null;
  const target = expression.left;
  return ts.isPropertyAccessExpression(target) && ts.isIdentifier(target.name)
    ? target.name.text
    : null;
}

/**
 * The name a statement such as `var __assign = …;` declares, when it declares just one.
 * @param {ts.Statement} statement
 * @returns {string | null}
 */
function declaredName(statement) {
  if (!ts.isVariableStatement(statement)) return null;
  const [declaration, ...others] = statement.declarationList.declarations;
  return declaration && others.length === 0 && ts.isIdentifier(declaration.name)
    ? declaration.name.text
    : null;
}

/**
 * `code` with the statements' text blanked out; their line breaks stay, and so do the lines.
 * @param {string} code
 * @param {ts.SourceFile} source
 * @param {ts.Statement[]} statements
 */
function blankOut(code, source, statements) {
  let result = code;
  for (const statement of [...statements].sort((a, b) => b.pos - a.pos)) {
    const start = statement.getStart(source);
    const end = statement.getEnd();
    const blank = code.slice(start, end).replace(/[^\n]/g, '');
    result = result.slice(0, start) + blank + result.slice(end);
  }
  return result;
}

/**
 * credit-card-type's entry module without its registry methods ({@link REGISTRY_METHODS}), nor
 * the helper only they use. They are properties of a CommonJS export, so a minifier keeps them;
 * yet inside a single-file build nothing can reach that module but card-validator, which never
 * calls them. The brand table and the detection itself are kept whole, and every line stays
 * where it was, so source maps stay right.
 *
 * @param {string} code the module's source
 * @returns {string | null} `null` when the module is not shaped as expected: keep it whole.
 */
export function withoutRegistryMethods(code) {
  const source = ts.createSourceFile('index.js', code, ts.ScriptTarget.Latest, false);
  const methods = source.statements.filter((statement) =>
    REGISTRY_METHODS.has(assignedMethod(statement) ?? ''),
  );
  if (methods.length !== REGISTRY_METHODS.size) return null;
  const withoutMethods = blankOut(code, source, methods);
  const helper = source.statements.find((statement) => declaredName(statement) === SPREAD_HELPER);
  if (!helper) return withoutMethods;
  const withoutHelper = blankOut(code, source, [...methods, helper]);
  // Kept when anything but the methods uses it.
  return withoutHelper.includes(SPREAD_HELPER) ? withoutMethods : withoutHelper;
}

/**
 * credit-card-type's brand table with Troy's patterns of more than {@link TROY_LONGEST_PREFIX}
 * digits left out; the other brands are kept whole, and every line stays where it was.
 *
 * @param {string} code the module's source
 * @returns {string | null} `null` when the table is not shaped as expected: keep it whole.
 */
export function withoutTroyLongBins(code) {
  const source = ts.createSourceFile('card-types.js', code, ts.ScriptTarget.Latest, false);
  /** @type {ts.ArrayLiteralExpression | undefined} */
  let patterns;
  /** @param {ts.Node} node */
  const visit = (node) => {
    if (
      ts.isPropertyAssignment(node) &&
      node.name.getText(source) === 'troy' &&
      ts.isObjectLiteralExpression(node.initializer)
    ) {
      const property = node.initializer.properties.find(
        (member) => member.name?.getText(source) === 'patterns',
      );
      if (property && ts.isPropertyAssignment(property)) {
        const value = property.initializer;
        if (ts.isArrayLiteralExpression(value)) patterns = value;
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  if (!patterns) return null;
  /** The digits of a pattern: a number, or a range's first number. @param {ts.Expression} element */
  const digits = (element) =>
    (ts.isArrayLiteralExpression(element) ? element.elements[0] : element)?.getText(source) ?? '';
  const kept = patterns.elements.filter((element) => digits(element).length <= TROY_LONGEST_PREFIX);
  if (kept.length === patterns.elements.length || kept.length === 0) return null;
  const start = patterns.getStart(source);
  const end = patterns.getEnd();
  const lineBreaks = '\n'.repeat(code.slice(start, end).split('\n').length - 1);
  const text = `[${kept.map((element) => element.getText(source)).join(', ')}]${lineBreaks}`;
  return code.slice(0, start) + text + code.slice(end);
}

/**
 * The Vite plugin that applies {@link withoutRegistryMethods} to credit-card-type and
 * {@link withoutTroyLongBins} to its brand table, warning when a module is not shaped as
 * expected.
 * @returns {import('vite').Plugin}
 */
export function withoutCardTypeRegistry() {
  return {
    name: 'checkout-kit:without-card-type-registry',
    transform(code, id) {
      if (CARD_TYPES_MODULE.test(id)) {
        const trimmed = withoutTroyLongBins(code);
        if (trimmed === null)
          this.warn(`credit-card-type's Troy patterns were not found; the table is kept whole.`);
        return trimmed === null ? null : { code: trimmed, map: null };
      }
      if (!CREDIT_CARD_TYPE_ENTRY.test(id)) return null;
      const trimmed = withoutRegistryMethods(code);
      if (trimmed === null) {
        this.warn(`credit-card-type's registry methods were not found; the module is kept whole.`);
        return null;
      }
      return { code: trimmed, map: null };
    },
  };
}
