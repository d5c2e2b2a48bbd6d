/**
 * The bench's load generator, run in a child process of its own so that making requests never
 * takes CPU from the server measured (the sandbox or the baseline alike). It takes jobs over
 * IPC, runs each from `clients` concurrent keep-alive connections of `node:http` (lighter than
 * `fetch`, so the generator is not what bounds the figure) and answers with what it measured.
 */
import { Agent, request } from 'node:http';
import type { LoadJob, LoadResult } from './load-job.js';

/** Sends one request and reads the whole answer; resolves with its status. */
function send(agent: Agent, job: LoadJob): Promise<number> {
  return new Promise((resolve, reject) => {
    const outgoing = request(job.url, { method: 'POST', agent, headers: job.headers }, (answer) => {
      answer.on('data', () => {});
      answer.on('end', () => resolve(answer.statusCode ?? 0));
      answer.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end(job.body);
  });
}

async function run(job: LoadJob): Promise<LoadResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: job.clients });
  let started = 0;
  let unexpected = 0;
  const begin = process.hrtime.bigint();
  await Promise.all(
    Array.from({ length: job.clients }, async () => {
      while (started < job.total) {
        started++;
        if ((await send(agent, job)) !== job.expectStatus) unexpected++;
      }
    }),
  );
  const seconds = Number(process.hrtime.bigint() - begin) / 1e9;
  agent.destroy();
  return { perSecond: job.total / seconds, seconds, unexpected };
}

process.on('message', (job: LoadJob) => {
  run(job).then(
    (result) => process.send?.(result),
    (error: Error) => process.send?.({ error: error.message }),
  );
});
