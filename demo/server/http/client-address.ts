import { AsyncLocalStorage } from 'node:async_hooks';
import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';
import type { Context } from 'hono';

/** The TCP peer of the request being answered: the web-standard `Request` does not carry it. */
const peer = new AsyncLocalStorage<string>();

/** Runs `serve` (the answer to `request`) where {@link clientAddress} can see its TCP peer. */
export function withPeerAddress<T>(request: IncomingMessage, serve: () => T): T {
  return peer.run(request.socket.remoteAddress ?? 'unknown', serve);
}

/** `127.0.0.0/8` and `::1`, also as IPv4-mapped IPv6 (`::ffff:127.0.0.1`). */
function isLoopback(address: string): boolean {
  const plain = address.replace(/^::ffff:/i, '');
  return plain === '::1' || (isIP(plain) === 4 && plain.startsWith('127.'));
}

/**
 * The address of the client a request comes from. It is the TCP peer's; when the peer is on
 * this machine (the site's proxy, which serves the pages and forwards `/api`), it is the last
 * address of `X-Forwarded-For`: the one that proxy itself saw. Addresses a client wrote in
 * front of it are never believed. A proxy on another machine is not trusted: behind one, every
 * client would share its address.
 */
export function clientAddress(c: Context): string {
  const address = peer.getStore() ?? 'unknown';
  if (!isLoopback(address)) return address;
  const forwarded = c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim();
  return forwarded && isIP(forwarded) ? forwarded : address;
}
