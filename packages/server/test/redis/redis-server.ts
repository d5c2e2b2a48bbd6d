import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { after, before } from 'node:test';
import { type RedisClientType, createClient } from 'redis';

/** A free TCP port on the loopback interface. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (typeof address !== 'object' || address === null) throw new Error('no port');
  return address.port;
}

/**
 * A real `redis-server` (Debian's package) for the tests of a file, on a free port, keeping
 * nothing on disk; gives its URL. `.ci/run` installs the package when it is missing.
 */
export function useRedisServer(): (() => string) & { signal(signal: NodeJS.Signals): void } {
  let child: ChildProcess | undefined;
  let url = '';
  before(async () => {
    const port = await freePort();
    child = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    await new Promise<void>((resolve, reject) => {
      let output = '';
      child?.stdout?.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('Ready to accept connections')) resolve();
      });
      child?.once('error', reject);
      child?.once('exit', (code) =>
        reject(new Error(`redis-server exited with ${code}: ${output}`)),
      );
    });
    url = `redis://127.0.0.1:${port}`;
  });
  after(() => {
    child?.kill('SIGTERM');
  });
  const getUrl = () => {
    if (!url) throw new Error('redis-server has not started yet: use it inside a test.');
    return url;
  };
  // SIGSTOP and SIGCONT pause and resume the server: a Redis that takes connections and never
  // answers, as one stuck in a long command or on a host that stopped.
  return Object.assign(getUrl, { signal: (signal: NodeJS.Signals) => void child?.kill(signal) });
}

/**
 * The test file's Redis: a real server (see {@link useRedisServer}) and `connect`, which gives a
 * connected client of it, one per app instance as in production; every client quits after the
 * file's tests.
 */
export function useRedis(): {
  connect: () => Promise<RedisClientType>;
  /** Sends `signal` to the server (`SIGSTOP` pauses it, `SIGCONT` resumes it). */
  signal(signal: NodeJS.Signals): void;
} {
  const clients: RedisClientType[] = [];
  // Registered first, so it runs first: the clients quit while their server still answers.
  after(async () => {
    await Promise.all(clients.map((client) => client.quit()));
  });
  const redisUrl = useRedisServer();
  return {
    signal: redisUrl.signal,
    connect: async () => {
      const client = createClient({ url: redisUrl() }) as RedisClientType;
      await client.connect();
      clients.push(client);
      return client;
    },
  };
}
