import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type DemoService, PortInUseError } from './port-in-use.js';

/**
 * Starts listening on `port` (0: a free one) of `host`.
 *
 * @returns the server's origin, such as `http://127.0.0.1:4020`.
 * @throws {PortInUseError} when the port is taken.
 */
export async function listen(
  server: Server,
  port: number,
  host: string,
  service: DemoService,
): Promise<string> {
  await new Promise<void>((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException) => {
      server.off('listening', onListening);
      reject(error.code === 'EADDRINUSE' ? new PortInUseError(port, service) : error);
    };
    const onListening = () => {
      server.off('error', onError);
      resolve();
    };
    server.once('error', onError);
    server.once('listening', onListening);
    server.listen(port, host);
  });
  return originOf(server.address() as AddressInfo);
}

/** The origin of a listening address; a wildcard address is reached as `localhost`. */
export function originOf(address: AddressInfo): string {
  const { port } = address;
  if (address.address === '0.0.0.0' || address.address === '::') return `http://localhost:${port}`;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return `http://${host}:${port}`;
}

/** How long requests under way may take to finish when a server stops. */
const GRACE_MS = 5_000;

/**
 * Stops a server: no new connections, idle ones closed (also those that become idle when their
 * request is answered), requests under way allowed to finish (so nothing is left half-handled)
 * for up to `graceMs`, then cut.
 */
export async function closeServer(server: Server, graceMs = GRACE_MS): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const sweep = setInterval(() => server.closeIdleConnections(), 25);
    const cut = setTimeout(() => server.closeAllConnections(), graceMs);
    server.close((error) => {
      clearInterval(sweep);
      clearTimeout(cut);
      if (error) reject(error);
      else resolve();
    });
    server.closeIdleConnections();
  });
}
