/**
 * Serving the apps the packaging tests build: a merchant's server for a built single-page app
 * (its files, and the kit's server-side routes beside them), and a Next.js app's own server on
 * a free port.
 */
import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { type IncomingMessage, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

/** Answers one request, as `toNodeListener` of the server package returns it. */
export type Route = (req: IncomingMessage, res: ServerResponse) => void;

/** A server the test started, and how to stop it. */
export interface Served {
  /** `http://127.0.0.1:<port>`. */
  origin: string;
  close(): Promise<void>;
}

/** The content types of the files a Vite build writes. */
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
};

/**
 * Serves the built app in `folder` on a free port of the loopback, as a merchant's server does:
 * each path of `routes` (`/payment-methods`) answered by its route, a file's path by that file
 * (a missing one by 404, which the page's console reports), any other path by `index.html`.
 */
export async function serveBuild(folder: string, routes: Record<string, Route>): Promise<Served> {
  const server = createServer((req, res) => {
    const { pathname } = new URL(req.url ?? '/', 'http://localhost');
    const route = routes[pathname];
    if (route) return route(req, res);
    const extension = path.extname(pathname);
    // Normalised first, the path cannot leave the folder.
    const file = extension ? path.normalize(decodeURIComponent(pathname)) : '/index.html';
    readFile(path.join(folder, file)).then(
      (body) =>
        res
          .writeHead(200, {
            'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream',
          })
          .end(body),
      () => res.writeHead(404).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections(); // the browser's keep-alive ones
      }),
  };
}

/** A port free on the loopback now, for a server that takes its port as an option. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * Starts `next start` in the built Next.js app in `app` on `port` of the loopback, with `env`;
 * resolves once it is ready. It runs as a process group of its own, which `close` stops whole.
 */
export async function startNext(
  app: string,
  port: number,
  env: NodeJS.ProcessEnv,
): Promise<Served> {
  const next = spawn(
    path.join(app, 'node_modules/.bin/next'),
    ['start', '--port', String(port), '--hostname', '127.0.0.1'],
    { cwd: app, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const exited = new Promise<number | null>((resolve) => next.on('exit', resolve));
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const listen = (chunk: Buffer) => {
      output += chunk.toString();
      if (/Ready in/.test(output)) resolve();
    };
    next.stdout?.on('data', listen);
    next.stderr?.on('data', listen);
    void exited.then((code) => reject(new Error(`next start exited (${code}):\n${output}`)));
  });
  return {
    origin: `http://127.0.0.1:${port}`,
    close: async () => {
      if (next.pid && next.exitCode === null) process.kill(-next.pid);
      await exited;
    },
  };
}
