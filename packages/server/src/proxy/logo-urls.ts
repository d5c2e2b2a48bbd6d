import type { PaymentMethodsLookup } from '@checkout-kit/protocol';

/**
 * One logo reference made absolute: a path (relative to the API host, as the gateway gives
 * them) is resolved against `apiOrigin`; an absolute `http:` or `https:` URL stays as it is.
 * Anything else (`javascript:`, `data:`, a URL with credentials, an empty or unparsable string,
 * a value that is not a string) is `undefined`, so it never reaches an `<img src>`.
 *
 * @example
 * absoluteLogoUrl('/static/logos/fpx.svg', 'https://gate.example') // 'https://gate.example/static/logos/fpx.svg'
 * absoluteLogoUrl('javascript:alert(1)', 'https://gate.example') // undefined
 */
export function absoluteLogoUrl(reference: unknown, apiOrigin: string): string | undefined {
  if (typeof reference !== 'string' || reference.trim() === '') return undefined;
  let url: URL;
  try {
    url = new URL(reference, `${apiOrigin}/`);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  if (url.username !== '' || url.password !== '') return undefined;
  return url.href;
}

/**
 * The lookup's `logos` with every reference absolute (see {@link absoluteLogoUrl}). A method
 * whose only logo is dropped loses its entry; an array keeps the references that survive, in
 * order, and is dropped when none does.
 */
export function absoluteLogos(logos: unknown, apiOrigin: string): PaymentMethodsLookup['logos'] {
  const result: PaymentMethodsLookup['logos'] = {};
  if (typeof logos !== 'object' || logos === null || Array.isArray(logos)) return result;
  for (const [method, value] of Object.entries(logos)) {
    // JSON.parse makes `__proto__` an own key; assigning it would set the prototype instead.
    if (method === '__proto__') continue;
    if (Array.isArray(value)) {
      const urls = value
        .map((item) => absoluteLogoUrl(item, apiOrigin))
        .filter((url): url is string => url !== undefined);
      if (urls.length > 0) result[method] = urls;
    } else {
      const url = absoluteLogoUrl(value, apiOrigin);
      if (url !== undefined) result[method] = url;
    }
  }
  return result;
}
