/**
 * The browser tests' `/__form-receiver` (see `test/wtr/form-receiver.js`), reached on the
 * other loopback name than the page's: the card form posts card data only to another origin,
 * as the gateway is, and loopback `http:` is what it allows for the sandbox.
 */
export const FORM_RECEIVER = (() => {
  const url = new URL('/__form-receiver', location.href);
  url.hostname = url.hostname === '127.0.0.1' ? 'localhost' : '127.0.0.1';
  return url.href;
})();

/** What the test receiver got from a native form POST. */
export interface ReceivedPost {
  contentType: string | null;
  body: string;
  encoding: 'utf-8' | 'latin1';
}

/**
 * Resolves with what the receiver got once a post targeted at `frame` has loaded there: the
 * receiver's page sends its receipt to this window, since a cross-origin frame cannot be read.
 */
export function nextReceipt(frame: HTMLIFrameElement): Promise<ReceivedPost> {
  return new Promise((resolve) => {
    const onMessage = (event: MessageEvent<ReceivedPost>) => {
      if (event.source !== frame.contentWindow) return;
      window.removeEventListener('message', onMessage);
      resolve(event.data);
    };
    window.addEventListener('message', onMessage);
  });
}
