/**
 * Payment-methods proxy benchmark, from one run:
 *
 * 1. cached proxy requests per second (the proxy behind `toNodeListener` on `node:http`, over
 *    loopback, from N concurrent keep-alive clients) against a bare `node:http` handler that
 *    answers the same JSON with the same headers: the ratio is the cost of the web-handler
 *    adapter, the query check and the cache lookup;
 * 2. the number of upstream calls made by 100 concurrent cold requests (coalescing: 1).
 *
 *   pnpm --filter @checkout-kit/server bench [--requests 20000] [--clients 32] [--seconds 5] [--json]
 *
 * Each measured round stops after `--requests` requests or `--seconds` seconds, whichever comes
 * first; the two servers are measured in turns (bare, proxy, bare, proxy, …, `--rounds` each)
 * and the best round of each counts, the one least disturbed by whatever else the machine runs
 * (the load average is printed with the figures). Prints figures and asserts nothing.
 *
 * With `--json`, the last stdout line is also the figures as one JSON object for the root
 * `pnpm bench`: `{"bench":"proxy","rows":[{figure, value, unit, baseline?, ratio?, goal?}]}`.
 */
import { Agent, type RequestListener, createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { availableParallelism, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { startSandbox } from '@checkout-kit/sandbox';
import { CheckoutClient } from '../src/client/checkout-client.js';
import { toNodeListener } from '../src/node/node-listener.js';
import { createPaymentMethodsHandler } from '../src/proxy/payment-methods-handler.js';
import type { Row } from '../../../bench/rows.js';

const { values } = parseArgs({
  options: {
    requests: { type: 'string', default: '20000' },
    clients: { type: 'string', default: '32' },
    seconds: { type: 'string', default: '5' },
    rounds: { type: 'string', default: '3' },
    cold: { type: 'string', default: '100' },
    json: { type: 'boolean', default: false },
  },
});
const requests = Number(values.requests);
const clients = Number(values.clients);
const seconds = Number(values.seconds);
const rounds = Number(values.rounds);
const cold = Number(values.cold);
const QUERY = '/payment-methods?amount=1000&country=MY&language=en';

async function serve(listener: RequestListener): Promise<{ url: string; close(): Promise<void> }> {
  const server = createServer(listener);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** One GET over `agent`; resolves with the status once the body is read. */
function get(url: string, agent: Agent): Promise<{ status: number; body: Buffer }> {
  return new Promise((resolve, reject) => {
    request(url, { agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

/** One measured round. */
interface Round {
  /** Requests per second (wall clock). */
  perSecond: number;
  /**
   * CPU time of this process per request, in µs: servers and load generator together, the same
   * load generator for both servers. Less disturbed by other processes than the wall clock.
   */
  cpuMicros: number;
}

/** Requests per second of `url` from `clients` keep-alive clients, bounded in count and time. */
async function rate(url: string, total: number): Promise<Round> {
  const agent = new Agent({ keepAlive: true, maxSockets: clients });
  const deadline = performance.now() + seconds * 1000;
  let started = 0;
  let failures = 0;
  const begin = performance.now();
  const cpu = process.cpuUsage();
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (started < total && performance.now() < deadline) {
        started++;
        const { status } = await get(url, agent);
        if (status !== 200) failures++;
      }
    }),
  );
  const elapsed = (performance.now() - begin) / 1000;
  const used = process.cpuUsage(cpu);
  agent.destroy();
  if (failures > 0) console.log(`  (${failures} answers were not 200)`);
  return { perSecond: started / elapsed, cpuMicros: (used.user + used.system) / started };
}

const sandbox = await startSandbox();
let upstreamCalls = 0;
function countedClient(): CheckoutClient {
  const client = new CheckoutClient({
    apiKey: sandbox.apiKey,
    brandId: sandbox.brandId,
    baseUrl: sandbox.baseUrl,
  });
  const original = client.getPaymentMethods.bind(client);
  client.getPaymentMethods = (query) => {
    upstreamCalls++;
    return original(query);
  };
  return client;
}

// 1. Cached requests per second against a bare handler serving the same JSON.
const proxy = await serve(
  toNodeListener(createPaymentMethodsHandler({ client: countedClient(), ttlMs: 10 * 60_000 })),
);
const warmAgent = new Agent({ keepAlive: true });
const sample = await get(`${proxy.url}${QUERY}`, warmAgent);
warmAgent.destroy();
const json = sample.body;
const bare = await serve((req, res) => {
  res.writeHead(200, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': json.byteLength,
    'Cache-Control': 'public, max-age=600',
    'X-Content-Type-Options': 'nosniff',
  });
  res.end(json);
});

console.log(
  `Node ${process.version}; ${clients} concurrent keep-alive clients over loopback; ` +
    `${rounds} rounds each of up to ${requests} requests or ${seconds} s; ` +
    `answer ${json.byteLength} bytes of JSON; ${availableParallelism()} CPUs, ` +
    `load average ${loadavg()
      .map((load) => load.toFixed(2))
      .join(' ')}.`,
);
// Warm both up (JIT, sockets) before measuring.
await rate(`${bare.url}${QUERY}`, Math.min(2000, requests));
await rate(`${proxy.url}${QUERY}`, Math.min(2000, requests));
const bareRounds: Round[] = [];
const proxyRounds: Round[] = [];
for (let round = 0; round < rounds; round++) {
  bareRounds.push(await rate(`${bare.url}${QUERY}`, requests));
  proxyRounds.push(await rate(`${proxy.url}${QUERY}`, requests));
}
const best = (list: Round[]): Round => ({
  perSecond: Math.max(...list.map((round) => round.perSecond)),
  cpuMicros: Math.min(...list.map((round) => round.cpuMicros)),
});
const bareBest = best(bareRounds);
const proxyBest = best(proxyRounds);
const format = (n: number): string => Math.round(n).toLocaleString('en-US');
const line = (label: string, top: Round, list: Round[]): string =>
  `${label.padEnd(31)}${format(top.perSecond).padStart(7)} req/s, ${top.cpuMicros.toFixed(0).padStart(4)} µs CPU/req` +
  `  (rounds: ${list.map((round) => format(round.perSecond)).join(', ')} req/s)`;
console.log(line('bare node:http handler:', bareBest, bareRounds));
console.log(line('cached proxy (toNodeListener):', proxyBest, proxyRounds));
console.log(
  `ratio proxy / bare:            ${(proxyBest.perSecond / bareBest.perSecond).toFixed(2)} in req/s, ` +
    `${(bareBest.cpuMicros / proxyBest.cpuMicros).toFixed(2)} in CPU per request`,
);
console.log(`upstream calls during the cached runs: ${upstreamCalls} (the warm-up's)`);
await bare.close();
await proxy.close();

// 2. Upstream calls made by concurrent cold requests (a fresh proxy, an empty cache).
upstreamCalls = 0;
const coldProxy = await serve(
  toNodeListener(createPaymentMethodsHandler({ client: countedClient() })),
);
const coldAgent = new Agent({ keepAlive: true, maxSockets: cold });
const coldBegin = performance.now();
const coldAnswers = await Promise.all(
  Array.from({ length: cold }, () => get(`${coldProxy.url}${QUERY}`, coldAgent)),
);
const coldMs = performance.now() - coldBegin;
coldAgent.destroy();
const ok = coldAnswers.filter((answer) => answer.status === 200).length;
console.log(
  `${cold} concurrent cold requests: ${upstreamCalls} upstream call(s), ${ok} answered 200, in ${coldMs.toFixed(0)} ms`,
);
await coldProxy.close();
await sandbox.close();

if (values.json) {
  const rows: Row[] = [
    {
      figure: 'cached requests/s, proxy vs bare node:http (best round)',
      value: Math.round(proxyBest.perSecond),
      unit: '/s',
      baseline: Math.round(bareBest.perSecond),
      ratio: proxyBest.perSecond / bareBest.perSecond,
      goal: '≥ 0.8×',
    },
    {
      figure: 'CPU per cached request, proxy vs bare node:http (best round)',
      value: proxyBest.cpuMicros,
      unit: 'µs',
      baseline: bareBest.cpuMicros,
      ratio: proxyBest.cpuMicros / bareBest.cpuMicros,
    },
    {
      figure: `upstream calls for ${cold} concurrent cold requests`,
      value: upstreamCalls,
      unit: '',
      goal: '1',
    },
  ];
  console.log(JSON.stringify({ bench: 'proxy', rows }));
}
