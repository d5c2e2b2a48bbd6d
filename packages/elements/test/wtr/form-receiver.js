// @ts-check
import { Buffer } from 'node:buffer';
import { TextDecoder } from 'node:util';

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** Escapes text for an HTML element's content. */
const escapeHtml = (/** @type {string} */ text) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * `POST /__form-receiver`: a target for native form posts in tests. Answers
 * `200 text/html` with the receipt, the JSON
 * `{"contentType": <the request's Content-Type>, "body": <the raw body>, "encoding": "utf-8" | "latin1"}`,
 * as the text of `<pre id="receipt">`, and a script that sends the same object to the parent
 * window with `postMessage`: the card form only posts to another origin than the page's (the
 * tests use the other loopback name, `127.0.0.1` for `localhost`), whose frame the test cannot
 * read. The body is not parsed or re-encoded: its bytes are decoded as UTF-8 when they are
 * valid UTF-8, else as Latin-1 (one character per byte); either way they round-trip exactly.
 *
 * @example
 * // <form method="post" action="http://127.0.0.1:<port>/__form-receiver" target="sink"> + <iframe name="sink">
 * window.addEventListener('message', (event) => event.data.body);
 * @type {NonNullable<import('@web/test-runner').TestRunnerConfig['middleware']>[number]}
 */
export const formReceiver = async (ctx, next) => {
  if (ctx.path !== '/__form-receiver') return next();
  if (ctx.method !== 'POST') {
    ctx.status = 405;
    ctx.set('Allow', 'POST');
    return undefined;
  }
  /** @type {Buffer[]} */
  const chunks = [];
  for await (const chunk of ctx.req) chunks.push(chunk);
  const raw = Buffer.concat(chunks);
  /** @type {string} */
  let body;
  let encoding = 'utf-8';
  try {
    body = utf8.decode(raw);
  } catch {
    body = raw.toString('latin1');
    encoding = 'latin1';
  }
  const receipt = JSON.stringify({ contentType: ctx.get('Content-Type') || null, body, encoding });
  ctx.status = 200;
  ctx.type = 'text/html; charset=utf-8';
  ctx.set('Cache-Control', 'no-store');
  ctx.body =
    `<!doctype html><title>Form receiver</title><pre id="receipt">${escapeHtml(receipt)}</pre>` +
    '<script>parent.postMessage(JSON.parse(document.getElementById("receipt").textContent), "*")</script>';
  return undefined;
};
