/** Where the collection API lives. */
const COLLECTION_PREFIX = '/api/v1/';

/**
 * The message of a 404 for `method path`. A path under `/api/` but not `/api/v1/` is what a
 * client that resolves paths against a base URL without its trailing slash requests (Guzzle,
 * and so the gateway maker's PHP SDK, turns `…/api/v1` + `purchases/` into `/api/purchases/`):
 * the message says how to fix the base URL.
 */
export function notFoundMessage(method: string, path: string): string {
  const nothing = `Nothing at ${method} ${path}`;
  if (!path.startsWith('/api/') || path.startsWith(COLLECTION_PREFIX) || path === '/api/v1') {
    return `${nothing}.`;
  }
  const meant = `${COLLECTION_PREFIX}${path.slice('/api/'.length)}`;
  return (
    `${nothing}: the collection API is under ${COLLECTION_PREFIX}, so this is ${meant}. ` +
    "A client that resolves paths against its base URL (Guzzle, the gateway maker's PHP SDK) " +
    'needs the base URL to end with a slash: …/api/v1/.'
  );
}
