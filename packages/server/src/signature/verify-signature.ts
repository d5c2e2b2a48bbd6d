import { type KeyObject, constants, createPublicKey, verify } from 'node:crypto';

/** The digests the gateway signs with: SHA-256 for collection callbacks, SHA-512 for payout webhooks. */
export type SignatureAlgorithm = 'sha256' | 'sha512';

/** The exact bytes of a request body, or its text exactly as received. */
export type RawBody = string | Uint8Array | ArrayBuffer;

/**
 * The longest `X-Signature` value looked at: base64 of a 16384-bit RSA signature is 2,732
 * characters, so anything longer is not a signature and is refused before any decoding.
 */
const MAX_SIGNATURE_CHARS = 4096;

/** Longest PEM text parsed (a 16384-bit RSA public key in PEM is under 3 kB). */
const MAX_PEM_CHARS = 16_384;

/** Strict base64 (standard alphabet, padded), as the gateway sends it. */
const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

/** Parsed keys, by PEM text: parsing costs more than verifying. Small and bounded. */
const keyCache = new Map<string, KeyObject | null>();
const KEY_CACHE_SIZE = 32;

/**
 * Checks the `X-Signature` of a success callback or webhook delivery: base64 of an RSA PKCS#1
 * v1.5 signature over the SHA-256 (or, for payout webhooks, SHA-512) digest of the raw body.
 *
 * - `rawBody` must be what arrived on the wire. Pass the bytes (`Uint8Array`, `Buffer` or
 *   `ArrayBuffer`) whenever you have them; a string is taken as the exact text received and
 *   encoded as UTF-8, which gives back the same bytes only if they were valid UTF-8. Never pass
 *   `JSON.stringify(JSON.parse(body))`: re-serialised JSON is not the signed text.
 * - `publicKeyPem` is an RSA public key in PEM (`PUBLIC KEY`, `RSA PUBLIC KEY` or a
 *   `CERTIFICATE`): the company key from `GET /public_key/` for success callbacks, a webhook's
 *   `public_key` for its deliveries. `GET /public_key/` answers a JSON string; if that JSON text
 *   (quoted, with `\n` escapes) is passed by mistake, or a PEM whose line breaks were flattened to
 *   literal `\n` (as environment variables often hold them), it is decoded first: the decoding is
 *   unambiguous and the key must still verify the signature, so accepting it costs nothing.
 * - Returns `false`, and never throws, for anything that is not a valid signature of these bytes
 *   by this key: malformed or oversized base64, a signature of the wrong length, an unparsable
 *   PEM, a private key (refused: a merchant only ever holds public keys), a key that is not RSA,
 *   an algorithm other than `sha256` and `sha512`.
 *
 * @example
 * const ok = verifySignature(rawBodyBytes, request.headers.get('x-signature') ?? '', publicKeyPem);
 * if (!ok) return new Response('bad signature', { status: 401 });
 */
export function verifySignature(
  rawBody: RawBody,
  signatureBase64: string,
  publicKeyPem: string,
  algorithm: SignatureAlgorithm = 'sha256',
): boolean {
  try {
    if (algorithm !== 'sha256' && algorithm !== 'sha512') return false;
    const body = toBytes(rawBody);
    if (!body) return false;
    const signature = decodeSignature(signatureBase64);
    if (!signature) return false;
    const key = parsePublicKey(publicKeyPem);
    if (!key) return false;
    const modulusBits = key.asymmetricKeyDetails?.modulusLength;
    if (!modulusBits || signature.length !== Math.ceil(modulusBits / 8)) return false;
    return verify(algorithm, body, { key, padding: constants.RSA_PKCS1_PADDING }, signature);
  } catch {
    return false;
  }
}

/** The bytes of a body; `null` for anything that is not a body. */
export function toBytes(rawBody: unknown): Uint8Array | null {
  if (typeof rawBody === 'string') return Buffer.from(rawBody, 'utf8');
  if (rawBody instanceof Uint8Array) return rawBody;
  if (rawBody instanceof ArrayBuffer) return new Uint8Array(rawBody);
  if (ArrayBuffer.isView(rawBody)) {
    return new Uint8Array(rawBody.buffer, rawBody.byteOffset, rawBody.byteLength);
  }
  return null;
}

function decodeSignature(signatureBase64: unknown): Buffer | null {
  if (typeof signatureBase64 !== 'string') return null;
  const text = signatureBase64.trim();
  if (text.length === 0 || text.length > MAX_SIGNATURE_CHARS || !BASE64.test(text)) return null;
  const bytes = Buffer.from(text, 'base64');
  return bytes.length > 0 ? bytes : null;
}

/**
 * The PEM text a caller most likely meant: the JSON string `GET /public_key/` answers is decoded,
 * and literal `\n` escapes of a flattened PEM become line breaks. `null` when it is not text.
 */
export function normalizePublicKeyPem(publicKeyPem: unknown): string | null {
  if (typeof publicKeyPem !== 'string') return null;
  let text = publicKeyPem.trim();
  if (text.length === 0 || text.length > MAX_PEM_CHARS) return null;
  if (text.startsWith('"')) {
    try {
      const decoded: unknown = JSON.parse(text);
      if (typeof decoded !== 'string') return null;
      text = decoded.trim();
    } catch {
      return null;
    }
  }
  if (!text.includes('\n') && text.includes('\\n')) text = text.replace(/\\r\\n|\\n/g, '\n');
  return text;
}

/**
 * Whether text is an RSA public key that {@link verifySignature} can use (after the same
 * decoding of a JSON-encoded or flattened PEM): for checking configuration early.
 *
 * @example
 * isRsaPublicKeyPem(process.env.CHECKOUT_PUBLIC_KEY); // false when unset or mangled
 */
export function isRsaPublicKeyPem(publicKeyPem: unknown): boolean {
  return parsePublicKey(publicKeyPem) !== null;
}

/** An RSA public key from PEM text, cached; `null` when it is anything else. */
function parsePublicKey(publicKeyPem: unknown): KeyObject | null {
  if (typeof publicKeyPem !== 'string') return null;
  const cached = keyCache.get(publicKeyPem);
  if (cached !== undefined) return cached;
  const key = parseUncached(publicKeyPem);
  if (keyCache.size >= KEY_CACHE_SIZE) {
    const oldest = keyCache.keys().next();
    if (!oldest.done) keyCache.delete(oldest.value);
  }
  keyCache.set(publicKeyPem, key);
  return key;
}

function parseUncached(publicKeyPem: string): KeyObject | null {
  const pem = normalizePublicKeyPem(publicKeyPem);
  // A private key would yield its public half; a merchant never holds the gateway's private key,
  // so one here is a configuration mistake worth refusing rather than hiding.
  if (!pem || !pem.startsWith('-----BEGIN ') || /PRIVATE KEY-----/.test(pem)) return null;
  try {
    const key = createPublicKey({ key: pem, format: 'pem' });
    return key.type === 'public' && key.asymmetricKeyType === 'rsa' ? key : null;
  } catch {
    return null;
  }
}
