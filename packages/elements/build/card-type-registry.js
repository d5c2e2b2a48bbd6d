// @ts-check
/**
 * Leaves out of the single-file builds what credit-card-type carries for callers other than
 * card-validator (its registry methods, its input checks, its deep copies), and Troy's 8-digit
 * BIN ranges. JavaScript, not TypeScript, so that `scripts/size.mjs`, which Node runs as it is,
 * measures card-validator the way the builds carry it.
 */
import ts from 'typescript';

/** credit-card-type's own entry module, which card-validator's card-number check requires. */
export const CREDIT_CARD_TYPE_ENTRY =
  /[\\/]node_modules[\\/]credit-card-type[\\/]dist[\\/]index\.js$/;

/** credit-card-type's brand table. */
export const CARD_TYPES_MODULE =
  /[\\/]node_modules[\\/]credit-card-type[\\/]dist[\\/]lib[\\/]card-types\.js$/;

/** credit-card-type's module that adds a copy of each brand that matches to the answer. */
export const ADD_MATCHING_MODULE =
  /[\\/]node_modules[\\/]credit-card-type[\\/]dist[\\/]lib[\\/]add-matching-cards-to-results\.js$/;

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
 * `code` with each node's text replaced by `text`, or blanked out when `text` is left out; the
 * line breaks of a blanked node stay, and so do the lines.
 * @param {string} code
 * @param {ts.SourceFile} source
 * @param {{ node: ts.Node, text?: string }[]} edits
 */
function edit(code, source, edits) {
  let result = code;
  const starts = edits.map(({ node }) => node.getStart(source));
  for (const index of [...edits.keys()].sort((a, b) => starts[b] - starts[a])) {
    const { node, text } = edits[index];
    const start = starts[index];
    const end = node.getEnd();
    const replacement = text ?? code.slice(start, end).replace(/[^\n]/g, '');
    result = result.slice(0, start) + replacement + result.slice(end);
  }
  return result;
}

/**
 * `code` with the statements' text blanked out; their line breaks stay, and so do the lines.
 * @param {string} code
 * @param {ts.SourceFile} source
 * @param {ts.Node[]} statements
 */
function blankOut(code, source, statements) {
  return edit(
    code,
    source,
    statements.map((node) => ({ node })),
  );
}

/**
 * Every node of `source` for which `test` holds, outermost first.
 * @param {ts.SourceFile} source
 * @param {(node: ts.Node) => boolean} test
 * @returns {ts.Node[]}
 */
function nodesWhere(source, test) {
  /** @type {ts.Node[]} */
  const found = [];
  /** @param {ts.Node} node */
  const visit = (node) => {
    if (test(node)) found.push(node);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
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
 * Whether `node` calls what the module `binding` names exports, such as `(0, clone_1.clone)(x)`
 * for `clone_1`: TypeScript's CommonJS output calls imports this way.
 * @param {ts.Node} node
 * @param {ts.SourceFile} source
 * @param {string} binding
 */
const callsImport = (node, source, binding) =>
  ts.isCallExpression(node) && node.expression.getText(source).includes(`${binding}.`);

/**
 * `var clone_1 = require("./lib/clone");` and the like: the statement that imports `binding`.
 * @param {ts.SourceFile} source
 * @param {string} binding
 */
const importOf = (source, binding) =>
  source.statements.find((statement) => declaredName(statement) === binding);

/**
 * The function `name` declares at the top of `source`.
 * @param {ts.SourceFile} source
 * @param {string} name
 * @returns {ts.FunctionDeclaration | undefined}
 */
const functionNamed = (source, name) =>
  source.statements.find(
    /** @returns {statement is ts.FunctionDeclaration} */
    (statement) => ts.isFunctionDeclaration(statement) && statement.name?.text === name,
  );

/**
 * The names of credit-card-type's modules as its entry imports them: its deep copy (`clone`,
 * JSON out and back in) and its check that the number is a string.
 */
const CLONE = 'clone_1';
const INPUT_CHECK = 'is_valid_input_type_1';

/**
 * credit-card-type's entry module, already without its registry methods, also without what
 * only a caller other than card-validator needs. card-validator's card-number check, the one
 * caller inside a single-file build, passes a string of digits and reads how many brands
 * remain, so these go:
 *
 * - the check that the number is a string;
 * - the answer for an empty number, a deep copy of every brand: the detection itself leaves
 *   many brands for it too (a pattern such as Visa's `4` matches an empty number), and that
 *   there are more than one is all card-validator reads;
 * - the copy of the brands' order, which the registry methods changed and nothing else does.
 *
 * With them go the modules of the deep copy and of the check ({@link withShallowCopies} takes
 * the copy's last use). Every line stays where it was.
 *
 * @param {string} code the module's source, from {@link withoutRegistryMethods}
 * @returns {string | null} `null` when the module is not shaped as expected: keep it as it is.
 */
export function withoutCopies(code) {
  const source = ts.createSourceFile('index.js', code, ts.ScriptTarget.Latest, false);
  const detection = functionNamed(source, 'creditCardType');
  const allBrands = functionNamed(source, 'getAllCardTypes');
  if (!detection?.body || !allBrands) return null;
  // `if (!isValidInputType(cardNumber)) return results;` and
  // `if (cardNumber.length === 0) return getAllCardTypes();`
  const guards = detection.body.statements.filter(
    (statement) =>
      ts.isIfStatement(statement) &&
      /isValidInputType|getAllCardTypes/.test(statement.getText(source)),
  );
  // `var testOrder = (0, clone_1.clone)(ORIGINAL_TEST_ORDER);`
  const orderCopy = nodesWhere(
    source,
    (node) =>
      ts.isVariableDeclaration(node) &&
      node.name.getText(source) === 'testOrder' &&
      node.initializer !== undefined &&
      callsImport(node.initializer, source, CLONE),
  )[0];
  const imports = [importOf(source, CLONE), importOf(source, INPUT_CHECK)];
  if (guards.length !== 2 || !orderCopy || !ts.isVariableDeclaration(orderCopy)) return null;
  const order = orderCopy.initializer;
  if (!order || !ts.isCallExpression(order) || order.arguments.length !== 1) return null;
  if (imports.some((statement) => statement === undefined)) return null;
  const result = edit(code, source, [
    ...[...guards, allBrands, ...imports].map((node) => ({ node: /** @type {ts.Node} */ (node) })),
    { node: order, text: order.arguments[0].getText(source) },
  ]);
  // Anything else that still uses the copy or the check keeps the module as it was.
  return result.includes(CLONE) || result.includes(INPUT_CHECK) ? null : result;
}

/**
 * credit-card-type's module that collects the brands that match, with a shallow copy of each
 * brand where it made a deep one. The copy is there to take the match's strength; a deep one
 * also kept a caller from changing the brand table through what it got, and in a single-file
 * build the only callers, card-validator and the kit, read the brands and never change them.
 * A shallow copy is a fraction of the work on every keystroke, and needs no module of its own.
 *
 * @param {string} code the module's source
 * @returns {string | null} `null` when the module is not shaped as expected: keep it whole.
 */
export function withShallowCopies(code) {
  const source = ts.createSourceFile('add.js', code, ts.ScriptTarget.Latest, false);
  const copies = nodesWhere(source, (node) => callsImport(node, source, CLONE));
  const copyImport = importOf(source, CLONE);
  const [copy] = copies;
  if (copies.length !== 1 || !copy || !ts.isCallExpression(copy) || !copyImport) return null;
  const [brand] = copy.arguments;
  if (!brand || copy.arguments.length !== 1) return null;
  const result = edit(code, source, [
    { node: copy, text: `{ ...${brand.getText(source)} }` },
    { node: copyImport },
  ]);
  return result.includes(CLONE) ? null : result;
}

/**
 * What the single-file builds make of a module of credit-card-type, by its path: a trimmed
 * source, a warning when the module is not shaped as expected (it is then kept as it is), or
 * `null` for a module they leave alone.
 *
 * @param {string} path the module's file
 * @param {string} code its source
 * @returns {{ code?: string, warning?: string } | null}
 */
export function trimCardTypeModule(path, code) {
  if (CARD_TYPES_MODULE.test(path)) {
    const trimmed = withoutTroyLongBins(code);
    return trimmed === null
      ? { warning: `credit-card-type's Troy patterns were not found; the table is kept whole.` }
      : { code: trimmed };
  }
  if (ADD_MATCHING_MODULE.test(path)) {
    const trimmed = withShallowCopies(code);
    return trimmed === null
      ? { warning: `credit-card-type's brand copy was not found; its deep copies are kept.` }
      : { code: trimmed };
  }
  if (!CREDIT_CARD_TYPE_ENTRY.test(path)) return null;
  const withoutMethods = withoutRegistryMethods(code);
  if (withoutMethods === null) {
    return { warning: `credit-card-type's registry methods were not found; it is kept whole.` };
  }
  const trimmed = withoutCopies(withoutMethods);
  return trimmed === null
    ? {
        code: withoutMethods,
        warning: `credit-card-type's input checks were not found; they are kept.`,
      }
    : { code: trimmed };
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
  // `troy: { …, patterns: [...], … }`
  const troy = nodesWhere(
    source,
    (node) => ts.isPropertyAssignment(node) && node.name.getText(source) === 'troy',
  )[0];
  const brand = troy && ts.isPropertyAssignment(troy) ? troy.initializer : undefined;
  const property =
    brand && ts.isObjectLiteralExpression(brand)
      ? brand.properties.find((member) => member.name?.getText(source) === 'patterns')
      : undefined;
  const patterns = property && ts.isPropertyAssignment(property) ? property.initializer : undefined;
  if (!patterns || !ts.isArrayLiteralExpression(patterns)) return null;
  /** The digits of a pattern: a number, or a range's first number. @param {ts.Expression} element */
  const digits = (element) =>
    (ts.isArrayLiteralExpression(element) ? element.elements[0] : element)?.getText(source) ?? '';
  const kept = patterns.elements.filter((element) => digits(element).length <= TROY_LONGEST_PREFIX);
  if (kept.length === patterns.elements.length || kept.length === 0) return null;
  const lineBreaks = '\n'.repeat(patterns.getText(source).split('\n').length - 1);
  const text = `[${kept.map((element) => element.getText(source)).join(', ')}]${lineBreaks}`;
  return edit(code, source, [{ node: patterns, text }]);
}

/**
 * The Vite plugin that applies {@link trimCardTypeModule} to credit-card-type's modules, warning
 * when a module is not shaped as expected.
 * @returns {import('vite').Plugin}
 */
export function withoutCardTypeRegistry() {
  return {
    name: 'checkout-kit:without-card-type-registry',
    transform(code, id) {
      const trimmed = trimCardTypeModule(id, code);
      if (trimmed?.warning) this.warn(trimmed.warning);
      return trimmed?.code ? { code: trimmed.code, map: null } : null;
    },
  };
}
