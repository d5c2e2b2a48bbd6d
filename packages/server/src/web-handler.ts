/**
 * A web-standard request handler, as Hono, Next.js route handlers, Deno, Bun and Cloudflare
 * Workers take them; `toNodeListener` serves one from `node:http` or Express.
 */
export type WebHandler = (request: Request) => Promise<Response>;
