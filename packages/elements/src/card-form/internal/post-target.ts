/**
 * Where the card form may post card data: the gateway, and nowhere else. The form cannot know
 * the gateway's host (it differs per region and in the sandbox), so it refuses every target
 * that cannot be the gateway:
 *
 * - a relative URL, or any URL on the page's own origin: that is the merchant's server, which
 *   must never see card numbers (PCI DSS scope, and the point of Direct Post);
 * - `http:` anywhere but a loopback host: card data in clear text. Loopback stays allowed for
 *   the sandbox on the developer's own machine, and only from a page on loopback too: a live
 *   page has no business posting card data to whatever listens on the payer's own machine;
 * - any other scheme (`javascript:`, `data:`, `ftp:` ...).
 *
 * Hosts are compared as DNS resolves them: `shop.example.` (a trailing dot) is `shop.example`.
 */

/** Why an `action` was refused; `missing` is no action at all, which is not a mistake. */
export type PostTargetRefusal = 'missing' | 'not_absolute' | 'scheme' | 'same_origin' | 'insecure';

/** The URL to post to, or why there is none. */
export type PostTarget =
  { url: string; refusal?: never } | { url?: never; refusal: PostTargetRefusal };

/** `localhost`, `127.0.0.0/8` and `[::1]`, as the URL parser normalises them. */
function isLoopback(hostname: string): boolean {
  hostname = hostname.replace(TRAILING_DOTS, '');
  return (
    hostname === 'localhost' ||
    hostname.endsWith('.localhost') ||
    hostname === '[::1]' ||
    /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(hostname)
  );
}

/** Trailing dots of a host, before its port: `shop.example.` is `shop.example` to DNS. */
const TRAILING_DOTS = /\.+(?=:\d+$|$)/;

/**
 * Checks a card form's `action` against the page's origin (`location.origin`), or against any
 * page when `pageOrigin` is `''`: a server rendering the form cannot know the page, and the
 * element checks again once it runs.
 *
 * @example
 * checkPostTarget('https://gate.example/p/1/', 'https://shop.example') // { url: 'https://gate.example/p/1/' }
 * checkPostTarget('/collect', 'https://shop.example') // { refusal: 'not_absolute' }
 */
export function checkPostTarget(action: unknown, pageOrigin: string): PostTarget {
  if (typeof action !== 'string' || action.trim() === '') return { refusal: 'missing' };
  let url: URL;
  try {
    // No base: a relative action is refused, never resolved against the page.
    url = new URL(action);
  } catch {
    return { refusal: 'not_absolute' };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { refusal: 'scheme' };
  const canonical = (origin: string) => origin.replace(TRAILING_DOTS, '');
  if (canonical(url.origin) === canonical(pageOrigin)) return { refusal: 'same_origin' };
  // An origin's host, without parsing: a sandboxed frame's origin is `null`, not a URL.
  const pageOnLoopback = !pageOrigin || isLoopback(pageOrigin.replace(/^\w+:\/\/|:\d+$/g, ''));
  if (url.protocol === 'http:' && !(isLoopback(url.hostname) && pageOnLoopback)) {
    return { refusal: 'insecure' };
  }
  return { url: url.href };
}

/** The developer's explanation of a refusal, for the console and `checkout-error`. */
export function describeRefusal(refusal: Exclude<PostTargetRefusal, 'missing'>): string {
  // The refusal's code names the reason: one short sentence holds the whole rule.
  return `<checkout-card-form>: action refused (${refusal}); card data goes only to an https: URL on another origin, or http: on a loopback host.`;
}
