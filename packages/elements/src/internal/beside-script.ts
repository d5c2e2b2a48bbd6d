/**
 * The URL of the script-tag file itself, read as it runs (in the classic build, from the
 * `<script>` element running it, which is only known then).
 */
const SCRIPT_URL = import.meta.url;

/**
 * Loads a module from `path` in the folder the script-tag build was loaded from: the files the
 * build leaves beside it in `dist/` (a language's words, the test-mode panel), which only a page
 * that needs one asks for. Only the `.script-tag.ts` loaders use it.
 */
export function importBesideScript<Module>(path: string): Promise<Module> {
  return import(/* @vite-ignore */ new URL(path, SCRIPT_URL).href) as Promise<Module>;
}
