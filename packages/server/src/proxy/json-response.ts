/** The content type of every JSON answer of the proxies. */
export const JSON_TYPE = 'application/json; charset=utf-8';

const encoder = new TextEncoder();

/** A JSON answer with its length and `nosniff`; `head` leaves the body out, headers kept. */
export function jsonResponse(
  status: number,
  body: unknown,
  headers: Record<string, string>,
  head = false,
): Response {
  const bytes = encoder.encode(JSON.stringify(body));
  return new Response(head ? null : bytes, {
    status,
    headers: {
      'Content-Type': JSON_TYPE,
      'Content-Length': String(bytes.byteLength),
      'X-Content-Type-Options': 'nosniff',
      ...headers,
    },
  });
}
