import { type Server, createServer } from 'node:http';

/** What a forwarder sends back instead of the answer it got. */
export interface ForwardedAnswer {
  /** The `Content-Type` sent. */
  type: string;
  body: string;
}

/**
 * Turns the upstream's answer text into another: a status service gone wrong in a given way,
 * from the sandbox's real answer.
 */
export type AnswerRewrite = (text: string) => ForwardedAnswer;

export interface Forwarder {
  /** The forwarder's origin, given to a handler as `statusUrl`. */
  url: string;
  /** The paths of the requests forwarded, in order. */
  paths: string[];
  /** Rewrites every answer from now on; `null` forwards them as they are. */
  rewrite: AnswerRewrite | null;
  close(): Promise<void>;
}

/**
 * A local HTTP server that counts each request and forwards it, as it is, to `target`; its
 * answer comes back as it is, or through `rewrite` when one is set.
 */
export async function countingForwarder(target: () => string): Promise<Forwarder> {
  const paths: string[] = [];
  const forwarder: Omit<Forwarder, 'url' | 'close'> = { paths, rewrite: null };
  const server: Server = createServer((req, res) => {
    paths.push(req.url ?? '');
    fetch(`${target()}${req.url ?? ''}`)
      .then(async (answer) => {
        const type = answer.headers.get('content-type') ?? '';
        const text = await answer.text();
        const sent = forwarder.rewrite?.(text) ?? { type, body: text };
        res.writeHead(answer.status, { 'content-type': sent.type });
        res.end(sent.body);
      })
      .catch(() => res.writeHead(502).end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return Object.assign(forwarder, {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
