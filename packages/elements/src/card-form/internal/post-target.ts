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

/** A host without its trailing dots: `shop.example.` is `shop.example` to DNS. */
function withoutTrailingDots(host: string): string {
  let end = host.length;
  while (end > 0 && host.charCodeAt(end - 1) === 0x2e) end -= 1;
  return host.slice(0, end);
}

/**
 * A URL's origin as DNS sees it (its host without trailing dots), and whether that host is
 * loopback: `localhost`, `127.0.0.0/8` or `[::1]`, as the URL parser writes them (every IPv4 host
 * as four decimal numbers: `127.1` and `0x7f.1` are `127.0.0.1`; a host that ends in a number but
 * is no IPv4 address is no URL at all). No pattern here can backtrack: an `action` of any length,
 * dots and all, is checked in time linear in its length.
 */
function originOf(url: URL): { origin: string; loopback: boolean } {
  const host = withoutTrailingDots(url.hostname);
  return {
    origin: `${url.protocol}//${host}${url.port ? `:${url.port}` : ''}`,
    loopback: host === 'localhost' || host === '[::1]' || /^127\.\d+\.\d+\.\d+$/.test(host),
  };
}

/** The origin of the page, as {@link originOf} gives it; `null` for an opaque (`null`) one. */
function pageOriginOf(pageOrigin: string): { origin: string; loopback: boolean } | null {
  try {
    return originOf(new URL(pageOrigin));
  } catch {
    return null;
  }
}

/**
 * Checks a card form's `action` against the origin of the page it is on (`self.origin`, the
 * document's: `location.origin` is `null` in a `srcdoc` frame, which has its parent's origin), or
 * against any page when there is none: a server rendering the form cannot know the page, and the
 * element checks again once it runs.
 *
 * @example
 * checkPostTarget('https://gate.example/p/1/', 'https://shop.example') // { url: 'https://gate.example/p/1/' }
 * checkPostTarget('/collect', 'https://shop.example') // { refusal: 'not_absolute' }
 */
export function checkPostTarget(action: unknown, pageOrigin?: string): PostTarget {
  if (typeof action !== 'string' || action.trim() === '') return { refusal: 'missing' };
  let url: URL;
  try {
    // No base: a relative action is refused, never resolved against the page.
    url = new URL(action);
  } catch {
    return { refusal: 'not_absolute' };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { refusal: 'scheme' };
  const target = originOf(url);
  const page = pageOrigin ? pageOriginOf(pageOrigin) : undefined;
  if (page && target.origin === page.origin) return { refusal: 'same_origin' };
  // No page (a server rendering the form) counts as loopback; an opaque one (a sandboxed
  // frame's `null`) does not.
  const pageOnLoopback = page === undefined || (page?.loopback ?? false);
  if (url.protocol === 'http:' && !(target.loopback && pageOnLoopback)) {
    return { refusal: 'insecure' };
  }
  return { url: url.href };
}

/** What each refusal means, in the words of the rules above. */
const REFUSALS: Record<Exclude<PostTargetRefusal, 'missing'>, string> = {
  not_absolute: 'not an absolute URL',
  scheme: 'not https:',
  same_origin: "the page's own origin",
  insecure: 'http: outside loopback',
};

/**
 * The developer's report of a refusal, for the console and `checkout-error` (whose `code` is
 * `action_refused`): what was refused and why. The README's "What the card form refuses" tells
 * each rule in full.
 */
export function describeRefusal(refusal: Exclude<PostTargetRefusal, 'missing'>): string {
  return `<checkout-card-form>: action refused: ${REFUSALS[refusal]}.`;
}
