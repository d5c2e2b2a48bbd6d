// @ts-check
/**
 * `GET /__server-markup?options=<JSON>`: a `<checkout-card-form>` as a Node server renders it
 * with `renderCardForm` from `@checkout-kit/elements/server.js` (the package's build: `pnpm
 * build` first), for the browser tests of taking that markup over. `&content` gives the form
 * alone, as `renderCardFormContent` renders it for a framework.
 *
 * @type {NonNullable<import('@web/test-runner').TestRunnerConfig['middleware']>[number]}
 */
export const serverMarkup = async (ctx, next) => {
  if (ctx.path !== '/__server-markup') return next();
  const { renderCardForm, renderCardFormContent } = await import('../../dist/server.js');
  const options = JSON.parse(String(ctx.query.options ?? '{}'));
  ctx.type = 'text/html; charset=utf-8';
  ctx.set('Cache-Control', 'no-store');
  ctx.body = 'content' in ctx.query ? renderCardFormContent(options) : renderCardForm(options);
  return undefined;
};
