import { SCRIPT_URL } from './script-url.js';

/**
 * Loads a module from `path` in the folder the script-tag build was loaded from: the files the
 * build leaves beside it in `dist/` (a language's words, the test-mode panel), which only a page
 * that needs one asks for. Only the `.script-tag.ts` loaders use it. Refused when the build
 * could not tell its own URL (see `script-url.classic.ts`): it then loads nothing.
 */
export function importBesideScript<Module>(path: string): Promise<Module> {
  if (!SCRIPT_URL) {
    return Promise.reject(
      new Error(`The kit could not tell the URL of its own <script>, so it loads no ${path}.`),
    );
  }
  return import(/* @vite-ignore */ new URL(path, SCRIPT_URL).href) as Promise<Module>;
}
