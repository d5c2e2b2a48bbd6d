// @ts-check
/**
 * Writes what editors read to complete and document the elements in HTML, from
 * `custom-elements.json` (run after `cem analyze`, by `pnpm build`):
 *
 * - `vscode.html-custom-data.json`, VS Code's HTML custom data (`"html.customData"` in a
 *   workspace's settings);
 * - `web-types.json`, JetBrains' web types (found through the `web-types` field of
 *   `package.json`).
 *
 * Both list each element with its description, its attributes (boolean ones as valueless) and,
 * for JetBrains, its properties, events, CSS parts and custom properties. The card form lists no
 * CSS parts: it renders in light DOM, where `::part()` never matches (its element description
 * names the `part` attributes to select instead).
 */
import { readFileSync, writeFileSync } from 'node:fs';

/**
 * @typedef {{ name: string, description?: string, type?: { text: string } }} Documented
 * @typedef {{ kind: string, name: string, static?: boolean, privacy?: string } & Documented} Member
 * @typedef {{
 *   tagName?: string, customElement?: boolean, summary?: string, description?: string,
 *   attributes?: Documented[], members?: Member[], events?: Documented[],
 *   cssParts?: Documented[], cssProperties?: Documented[], slots?: Documented[]
 * }} Declaration
 */

const read = (/** @type {string} */ file) =>
  JSON.parse(readFileSync(new URL(`../${file}`, import.meta.url), 'utf8'));

const write = (/** @type {string} */ file, /** @type {unknown} */ data) =>
  writeFileSync(new URL(`../${file}`, import.meta.url), `${JSON.stringify(data, null, 2)}\n`);

/** @type {{ name: string, version: string }} */
const packageJson = read('package.json');
/** @type {{ modules: { declarations?: Declaration[] }[] }} */
const manifest = read('custom-elements.json');

/** @type {Declaration[]} */
const elements = manifest.modules.flatMap((module) =>
  (module.declarations ?? []).filter((declaration) => declaration.customElement),
);

/** The element's text for an editor: its summary, then its description. */
const describe = (/** @type {Declaration} */ element) =>
  [element.summary, element.description].filter(Boolean).join('\n\n');

const isBoolean = (/** @type {Documented} */ item) => item.type?.text === 'boolean';

/** The values a string-literal union allows (`'a' | 'b'`), or none. */
function literalValues(/** @type {Documented} */ item) {
  const parts = (item.type?.text ?? '').split('|').map((part) => part.trim());
  return parts.length > 1 && parts.every((part) => /^'[^']*'$/.test(part))
    ? parts.map((part) => part.slice(1, -1)).filter(Boolean)
    : [];
}

write('vscode.html-custom-data.json', {
  $schema:
    'https://raw.githubusercontent.com/microsoft/vscode-html-languageservice/main/docs/customData.schema.json',
  version: 1.1,
  tags: elements.map((element) => ({
    name: element.tagName,
    description: { kind: 'markdown', value: describe(element) },
    attributes: (element.attributes ?? []).map((attribute) => {
      const values = literalValues(attribute);
      return {
        name: attribute.name,
        description: attribute.description ?? '',
        ...(isBoolean(attribute) ? { valueSet: 'v' } : {}),
        ...(values.length ? { values: values.map((name) => ({ name })) } : {}),
      };
    }),
  })),
});

const publicProperties = (/** @type {Declaration} */ element) =>
  (element.members ?? []).filter(
    (member) => member.kind === 'field' && !member.static && member.privacy !== 'private',
  );

write('web-types.json', {
  $schema: 'https://json.schemastore.org/web-types',
  name: packageJson.name,
  version: packageJson.version,
  'description-markup': 'markdown',
  contributions: {
    html: {
      elements: elements.map((element) => ({
        name: element.tagName,
        description: describe(element),
        attributes: (element.attributes ?? []).map((attribute) => ({
          name: attribute.name,
          description: attribute.description ?? '',
          value: isBoolean(attribute)
            ? { type: 'boolean', required: false }
            : { type: attribute.type?.text ?? 'string' },
        })),
        events: (element.events ?? []).map((event) => ({
          name: event.name,
          description: event.description ?? '',
        })),
        slots: (element.slots ?? []).map((slot) => ({
          name: slot.name,
          description: slot.description ?? '',
        })),
        js: {
          properties: publicProperties(element).map((property) => ({
            name: property.name,
            description: property.description ?? '',
            value: { type: property.type?.text ?? 'unknown' },
          })),
          events: (element.events ?? []).map((event) => ({
            name: event.name,
            description: event.description ?? '',
          })),
        },
        css: {
          parts: (element.cssParts ?? []).map((part) => ({
            name: part.name,
            description: part.description ?? '',
          })),
          properties: (element.cssProperties ?? []).map((property) => ({
            name: property.name,
            description: property.description ?? '',
          })),
        },
      })),
    },
  },
});
