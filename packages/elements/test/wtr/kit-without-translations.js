// @ts-check
import { readFile } from 'node:fs/promises';

/** The script-tag builds this folder serves, each alone. */
const SERVED = new Set(['checkout-kit.js', 'checkout-kit.iife.js']);

/**
 * `GET /__kit-alone/<build>`: a script-tag build of `dist/`, served from a folder that has no
 * `translations/` beside it, as a merchant who copied the script alone would serve it: a page in
 * another language than English finds no file of words there.
 * @type {NonNullable<import('@web/test-runner').TestRunnerConfig['middleware']>[number]}
 */
export const kitWithoutTranslations = async (ctx, next) => {
  const file = /^\/__kit-alone\/([\w.-]+)$/.exec(ctx.path)?.[1];
  if (!file || !SERVED.has(file)) return next();
  ctx.type = 'text/javascript';
  ctx.body = await readFile(new URL(`../../dist/${file}`, import.meta.url));
  return undefined;
};
