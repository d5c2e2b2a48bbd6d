import type { IncomingMessage, ServerResponse } from 'node:http';
import { MAX_BODY_BYTES } from '../core/http.js';
import type { SandboxCore } from '../core/sandbox-core.js';
import { errorAnswer } from '../core/errors.js';
import { parseJsonObject } from '../core/http.js';
import { createPurchase } from '../purchases/create-purchase.js';
import { checkBearer } from './auth.js';
import { payerIp } from './purchase-routes.js';

/** The one request target the fast path takes, query aside. */
const PURCHASES_PATH = '/api/v1/purchases/';

/** Decodes as the web `Request.text()` does: a leading byte-order mark dropped. */
const UTF8 = new TextDecoder();

/** Headers that, given twice, Node and the web `Headers` read differently. */
const SINGLE_HEADERS = new Set(['authorization', 'content-type', 'content-length']);

/**
 * Whether `POST /purchases/` can skip the web adapter: exactly its path, a declared length
 * within the limit, no chunked body and no header given twice. Anything else goes through the
 * app, which answers every case (413, 404, 405, …) in full.
 */
function takes(incoming: IncomingMessage): boolean {
  if (incoming.method !== 'POST') return false;
  const url = incoming.url ?? '';
  const query = url.indexOf('?');
  if ((query === -1 ? url : url.slice(0, query)) !== PURCHASES_PATH) return false;
  const length = incoming.headers['content-length'];
  if (length === undefined || Number(length) > MAX_BODY_BYTES) return false;
  if (incoming.headers['transfer-encoding'] !== undefined) return false;
  const seen = new Set<string>();
  const raw = incoming.rawHeaders;
  for (let index = 0; index < raw.length; index += 2) {
    const name = (raw[index] ?? '').toLowerCase();
    if (!SINGLE_HEADERS.has(name)) continue;
    if (seen.has(name)) return false;
    seen.add(name);
  }
  return true;
}

/**
 * Writes a JSON answer as the app's adapter writes the platform `Response` of `c.json(...)`: its
 * headers in the case and order the web `Headers` lists them (lowercase, sorted), then the length
 * it counted, as `content-length`; the same bytes.
 */
function answer(
  outgoing: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const text = JSON.stringify(body);
  let head: Record<string, string | number> = { 'content-type': 'application/json' };
  // An error with headers of its own: all of them listed as `Headers` lists them.
  if (Object.keys(headers).length > 0) {
    const listed = new Headers(headers);
    listed.set('content-type', 'application/json');
    head = Object.fromEntries(listed);
  }
  head['content-length'] = Buffer.byteLength(text);
  outgoing.writeHead(status, head);
  outgoing.end(text);
}

/**
 * `POST /api/v1/purchases/`, the route merchants' load tests hit hardest, served on Node's own
 * request and response instead of through the web `Request` and `Response` the app's adapter
 * builds (a stream, an abort signal and a header copy per request). The rules and their order
 * are the app's: the length limit, the API key, the JSON body, then the purchase's own; every
 * answer, error or not, is byte for byte the app's.
 *
 * @returns A request listener that answers the requests it takes and hands the rest to `next`.
 */
export function withPurchaseFastPath(
  core: SandboxCore,
  next: (incoming: IncomingMessage, outgoing: ServerResponse) => void,
): (incoming: IncomingMessage, outgoing: ServerResponse) => void {
  return (incoming, outgoing) => {
    if (!takes(incoming)) {
      next(incoming, outgoing);
      return;
    }
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('error', () => outgoing.destroy());
    incoming.on('end', () => {
      try {
        checkBearer(core, incoming.headers.authorization);
        const text = UTF8.decode(Buffer.concat(chunks));
        const body = parseJsonObject(text, incoming.headers['content-type']);
        const stored = createPurchase(core, body, payerIp(incoming.socket.remoteAddress));
        answer(outgoing, 201, stored.purchase);
      } catch (error) {
        const failed = errorAnswer(error, 'POST', PURCHASES_PATH);
        answer(outgoing, failed.status, failed.body, failed.headers);
      }
    });
  };
}
