// @ts-check
/**
 * Configuration of `cem analyze` (@custom-elements-manifest/analyzer), which writes
 * `custom-elements.json` from the elements' JSDoc (`@summary`, `@event`, `@csspart`,
 * `@cssproperty`, `@slot`) and from Lit's decorators (`@property`, `@state`).
 *
 * `pnpm build` runs `cem analyze` in this folder, which finds this file by its name.
 *
 * Two plugins then write what editors read to complete and document the elements in HTML, as
 * Shoelace's build does: `vscode.html-custom-data.json`, VS Code's HTML custom data (a
 * workspace's `"html.customData"`), and `web-types.json`, JetBrains' web types (found through
 * the `web-types` field of `package.json`).
 */
import { customElementJetBrainsPlugin } from 'custom-element-jet-brains-integration';
import { customElementVsCodePlugin } from 'custom-element-vs-code-integration';

/**
 * @typedef {{ kind?: string, name?: string, privacy?: string, static?: boolean, attribute?: string, reflects?: boolean }} Member
 * @typedef {{ name?: string, fieldName?: string }} Attribute
 * @typedef {{ name?: string, description?: string, type?: { text: string } }} EventDoc
 * @typedef {{ kind?: string, name?: string, members?: Member[], attributes?: Attribute[], events?: EventDoc[] }} Declaration
 * @typedef {{ declarations?: Declaration[] }} ModuleDoc
 * @typedef {{ modules?: ModuleDoc[] }} Manifest
 * @typedef {import('@custom-elements-manifest/analyzer').Plugin} Plugin
 * @typedef {Omit<import('@custom-elements-manifest/analyzer').Config, 'plugins'> & { plugins?: Plugin[] }} Config
 */

/**
 * The manifest documents the public API: private and `#private` members are left out, including
 * those a class inherits.
 * @returns {Plugin}
 */
function hidePrivateMembersPlugin() {
  return {
    name: 'checkout-kit:hide-private-members',
    packageLinkPhase({ customElementsManifest }) {
      const manifest = /** @type {Manifest} */ (customElementsManifest);
      for (const moduleDoc of manifest.modules ?? []) {
        for (const declaration of moduleDoc.declarations ?? []) {
          if (!declaration.members) continue;
          declaration.members = declaration.members.filter(
            (m) => m.privacy !== 'private' && !m.name?.startsWith('#'),
          );
        }
      }
    },
  };
}

/**
 * Our events are classes (`class CheckoutReadyEvent extends Event`, whose constructor calls
 * `super('checkout-ready', …)`). The analyzer sees `dispatchEvent(new CheckoutReadyEvent())` but
 * not the name inside the class, so it lists a nameless event, while the element's `@event` tags
 * give names without classes. This reads each event class's name from its `super(…)` call, then
 * gives every event of every element both its name and its class, one entry per name.
 * @returns {Plugin}
 */
function eventClassesPlugin() {
  /** @type {Map<string, string>} Event name of each event class, by class name. */
  const eventNames = new Map();
  return {
    name: 'checkout-kit:event-classes',
    collectPhase({ ts, node }) {
      if (!ts.isClassDeclaration(node) || !node.name) return;
      const extendsEvent = node.heritageClauses?.some(
        (clause) =>
          clause.token === ts.SyntaxKind.ExtendsKeyword &&
          clause.types.some((t) => ['Event', 'CustomEvent'].includes(t.expression.getText())),
      );
      if (!extendsEvent) return;
      for (const member of node.members) {
        if (!ts.isConstructorDeclaration(member)) continue;
        for (const statement of member.body?.statements ?? []) {
          if (!ts.isExpressionStatement(statement)) continue;
          const call = statement.expression;
          if (!ts.isCallExpression(call) || call.expression.kind !== ts.SyntaxKind.SuperKeyword) {
            continue;
          }
          const [type] = call.arguments;
          if (type && ts.isStringLiteralLike(type)) eventNames.set(node.name.getText(), type.text);
        }
      }
    },
    packageLinkPhase({ customElementsManifest }) {
      const classOf = new Map([...eventNames].map(([className, name]) => [name, className]));
      const manifest = /** @type {Manifest} */ (customElementsManifest);
      for (const moduleDoc of manifest.modules ?? []) {
        for (const declaration of moduleDoc.declarations ?? []) {
          if (!declaration.events) continue;
          /** @type {Map<string, EventDoc>} */
          const byName = new Map();
          /** @type {EventDoc[]} */
          const unnamed = [];
          // The `@event` tags (the ones with a description), in their order, first.
          const events = [...declaration.events].sort((a, b) => +!a.description - +!b.description);
          for (const event of events) {
            // The class decides: the analyzer names an event dispatched as `new SomeEvent(detail)`
            // after its first argument (`detail`), as it would a `CustomEvent`'s type.
            const name = (event.type && eventNames.get(event.type.text)) ?? event.name;
            if (!name) {
              unnamed.push(event);
              continue;
            }
            const className = classOf.get(name);
            byName.set(name, {
              ...(className ? { type: { text: className } } : {}),
              ...byName.get(name),
              ...event,
              name,
            });
          }
          declaration.events = [...byName.values(), ...unnamed];
        }
      }
    },
  };
}

// The analyzer's own `Config` type declares plugins as functions; they are objects, hence `Config`
// above.
/** @type {Config} */
export default {
  globs: ['src/**/*.ts'],
  // Only public modules: what is not part of the package's API lives in an `internal/` folder
  // (the kit's shared helpers, and each element's controllers, lists, strings and templates),
  // beside the tests and their helpers and the styles.
  exclude: ['src/**/*.test.ts', 'src/**/test/**', 'src/**/internal/**', 'src/**/*.styles.ts'],
  outdir: '.',
  litelement: true,
  // package.json already names the manifest under `customElements`; never rewrite the file.
  packagejson: false,
  plugins: [
    eventClassesPlugin(),
    hidePrivateMembersPlugin(),
    customElementVsCodePlugin({
      outdir: '.',
      descriptionSrc: 'description',
      cssFileName: null,
      hideLogs: true,
    }),
    customElementJetBrainsPlugin({ outdir: '.', descriptionSrc: 'description', hideLogs: true }),
  ],
};
