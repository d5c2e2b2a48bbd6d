/** What {@link readBodyBytes} got: the bytes, or why it stopped. */
export type BodyRead =
  { ok: true; bytes: Uint8Array } | { ok: false; reason: 'too_large' | 'timeout' };

/** A request or a response: its headers and its body stream. */
interface Message {
  headers: Headers;
  body: ReadableStream<Uint8Array> | null;
}

/**
 * The exact bytes of a body (a request's or an answer's), read up to `maxBytes` and within
 * `timeoutMs`. A declared `Content-Length` above the limit is refused before reading; a body that
 * grows past it, or is still coming when the time is up, is cancelled there: nothing past the
 * limit is held in memory, and a sender that stalls cannot hold the reader for ever.
 */
export async function readBodyBytes(
  message: Message,
  maxBytes: number,
  timeoutMs = Number.POSITIVE_INFINITY,
): Promise<BodyRead> {
  const declared = message.headers.get('content-length');
  if (declared !== null && /^\d+$/.test(declared.trim()) && Number(declared) > maxBytes) {
    await message.body?.cancel().catch(() => undefined);
    return { ok: false, reason: 'too_large' };
  }
  if (!message.body) return { ok: true, bytes: new Uint8Array(0) };
  const reader = message.body.getReader();
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<'timeout'>((resolve) => {
    if (Number.isFinite(timeoutMs)) timer = setTimeout(() => resolve('timeout'), timeoutMs);
  });
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for (;;) {
      const next = await Promise.race([reader.read(), timedOut]);
      if (next === 'timeout') {
        await reader.cancel().catch(() => undefined);
        return { ok: false, reason: 'timeout' };
      }
      if (next.done) break;
      total += next.value.byteLength;
      if (total > maxBytes) {
        await reader.cancel().catch(() => undefined);
        return { ok: false, reason: 'too_large' };
      }
      chunks.push(next.value);
    }
  } finally {
    clearTimeout(timer);
  }
  if (chunks.length === 1 && chunks[0]) return { ok: true, bytes: chunks[0] };
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return { ok: true, bytes };
}
