import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

/** A server the bench runs beside the sandbox, and its URL for the purchase route. */
export interface BaselineServer {
  url: string;
  close(): Promise<void>;
}

function urlOf(server: Server): string {
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1/purchases/`;
}

function closing(server: Server): () => Promise<void> {
  return () =>
    new Promise((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
}

/**
 * The floor: bare `node:http` reading the request and answering `answer` with 201, with no
 * work behind it.
 */
export async function startBareServer(answer: string): Promise<BaselineServer> {
  const server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      // The sandbox's own headers: a length, not chunks.
      response.statusCode = 201;
      response.setHeader('Content-Type', 'application/json');
      response.end(answer);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: urlOf(server), close: closing(server) };
}

/** How many purchases the JSON floor keeps: one round's. */
const FLOOR_KEPT = 20_000;

/**
 * The floor of any purchase API that keeps what it creates: bare `node:http` parsing the JSON
 * body, making a purchase of its own (a fresh parse of `answer`, with a new id and the body's
 * client), keeping it by id, and answering it serialised. No rules, no events, no data file:
 * what the sandbox cannot do without, so the sandbox against it is the cost of its own work.
 * It keeps the last {@link FLOOR_KEPT} purchases only: it runs in the sandbox's process, and a
 * heap grown by its purchases would slow the sandbox's collections.
 */
export async function startJsonFloorServer(answer: string): Promise<BaselineServer> {
  const kept = new Map<string, unknown>();
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { client?: object };
      const purchase = JSON.parse(answer) as { id: string; client: object };
      purchase.id = randomUUID();
      purchase.client = { ...purchase.client, ...body.client };
      kept.set(purchase.id, purchase);
      if (kept.size > FLOOR_KEPT) kept.delete(kept.keys().next().value as string);
      response.statusCode = 201;
      response.setHeader('Content-Type', 'application/json');
      response.end(JSON.stringify(purchase));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: urlOf(server), close: closing(server) };
}

/**
 * The same route and answer as a Hono app on `@hono/node-server`, as the sandbox is served:
 * the difference to the bare server is the adapter's and the router's own cost.
 */
export async function startHonoServer(answer: string): Promise<BaselineServer> {
  const app = new Hono();
  app.post('/api/v1/purchases/', async (c) => {
    await c.req.text();
    return c.body(answer, 201, { 'Content-Type': 'application/json' });
  });
  const server = await new Promise<Server>((resolve) => {
    const started = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () =>
      resolve(started as Server),
    );
  });
  return { url: urlOf(server), close: closing(server) };
}
