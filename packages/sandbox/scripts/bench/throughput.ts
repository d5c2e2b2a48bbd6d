import { type Sandbox, startSandbox } from '../../src/index.js';
import { startBareServer, startHonoServer, startJsonFloorServer } from './baseline-servers.js';
import { LoadGenerator, type LoadResult } from './load-job.js';
import { heapUsed, mib } from './memory.js';
import { purchaseJob } from './purchase-request.js';
import { type BenchRow, line } from './rows.js';
import { WebhookReceiver } from './webhook-receiver.js';

/**
 * Runs a load job and reads this process's CPU time meanwhile: with the requests made by the
 * child process, that is the server's own cost per request, which a busy machine disturbs less
 * than the rate.
 */
async function measured(
  run: () => Promise<LoadResult>,
  requests: number,
): Promise<{ perSecond: number; cpuMicros: number }> {
  const before = process.cpuUsage();
  const { perSecond } = await run();
  const used = process.cpuUsage(before);
  return { perSecond, cpuMicros: (used.user + used.system) / requests };
}

/** What the throughput run does. */
export interface ThroughputOptions {
  requests: number;
  clients: number;
  /** Purchases created for the memory figure. */
  hold: number;
  /** Rounds of the four measurements; each figure is its best round. */
  rounds: number;
}

/**
 * Measures the sandbox's `POST /purchases/` against a bare server and Hono's adapter answering
 * the same bytes, and against the JSON floor, which makes, keeps and answers a purchase without
 * any of the sandbox's rules (each warmed up first, then measured in rounds, one after the
 * other), then the heap `hold` more purchases keep.
 */
export async function measureThroughput(
  { requests, clients, hold, rounds }: ThroughputOptions,
  print: (text: string) => void,
): Promise<BenchRow[]> {
  const load = LoadGenerator.start();
  const receiver = await WebhookReceiver.start();
  const sandbox = await startSandbox();
  const sandboxUrl = `${sandbox.baseUrl}/purchases/`;
  const sample = await fetch(sandboxUrl, {
    method: 'POST',
    ...purchaseJob(sandbox, sandboxUrl, 1, 1),
  }).then((response) => response.text());
  const bare = await startBareServer(sample);
  const hono = await startHonoServer(sample);
  const floor = await startJsonFloorServer(sample);
  try {
    const job = (url: string, total: number) => purchaseJob(sandbox, url, total, clients);
    for (const url of [bare.url, hono.url, floor.url, sandboxUrl]) await load.run(job(url, 2000));
    // Rounds one after the other, so that a slow moment of the machine does not fall on one
    // server only; each server's best round counts.
    let [bareRate, honoRate, floorRate, sandboxRate] = [0, 0, 0, 0];
    let [bareCpu, honoCpu, floorCpu, sandboxCpu] = [Infinity, Infinity, Infinity, Infinity];
    for (let round = 0; round < rounds; round++) {
      const bareRound = await measured(() => load.run(job(bare.url, requests)), requests);
      bareRate = Math.max(bareRate, bareRound.perSecond);
      bareCpu = Math.min(bareCpu, bareRound.cpuMicros);
      const honoRound = await measured(() => load.run(job(hono.url, requests)), requests);
      honoRate = Math.max(honoRate, honoRound.perSecond);
      honoCpu = Math.min(honoCpu, honoRound.cpuMicros);
      const floorRound = await measured(() => load.run(job(floor.url, requests)), requests);
      floorRate = Math.max(floorRate, floorRound.perSecond);
      floorCpu = Math.min(floorCpu, floorRound.cpuMicros);
      const sandboxRound = await measured(() => load.run(job(sandboxUrl, requests)), requests);
      sandboxRate = Math.max(sandboxRate, sandboxRound.perSecond);
      sandboxCpu = Math.min(sandboxCpu, sandboxRound.cpuMicros);
    }

    const before = heapUsed();
    const rssBefore = process.memoryUsage().rss;
    await load.run(job(sandboxUrl, hold));
    const held = heapUsed() - before;
    const rssHeld = process.memoryUsage().rss - rssBefore;
    const per100k = (held / hold) * 100_000;

    // Then purchases with a `due` date, as merchants make them: each leaves a task on the
    // sandbox clock until the date passes (an hour later here). The last round runs with the
    // earlier rounds' tasks waiting, so a cost per waiting task shows in its rate. They come
    // after the heap figure, which they would otherwise move.
    const due = Math.floor(Date.now() / 1000) + 3600;
    let dueRound = { perSecond: 0, cpuMicros: 0 };
    for (let round = 0; round < rounds; round++) {
      dueRound = await measured(
        () => load.run(purchaseJob(sandbox, sandboxUrl, requests, clients, { due })),
        requests,
      );
    }
    const dueWaiting = requests * (rounds - 1);

    // Then with a webhook for `purchase.created` on a receiver in a child process: each
    // purchase is signed and delivered. A round ends once every delivery is answered.
    await registerWebhook(sandbox, receiver.url, ['purchase.created']);
    let [hookRate, hookCpu] = [0, Infinity];
    for (let round = 0; round < rounds; round++) {
      const delivered = (await receiver.received()) + requests;
      const started = performance.now();
      const { cpuMicros } = await measured(async () => {
        const result = await load.run(job(sandboxUrl, requests));
        await receiver.waitFor(delivered);
        return result;
      }, requests);
      hookRate = Math.max(hookRate, requests / ((performance.now() - started) / 1000));
      hookCpu = Math.min(hookCpu, cpuMicros);
    }

    print(
      `Checkout Kit sandbox benchmark (Node ${process.version}, ${clients} concurrent clients, ` +
        'loopback, requests from a child process)\n',
    );
    const cpu = (micros: number) => `, server CPU ${micros.toFixed(0)} µs each`;
    line(
      print,
      'bare node:http, same request and answer',
      `${bareRate.toFixed(0)} requests/s${cpu(bareCpu)}`,
    );
    line(
      print,
      'Hono on @hono/node-server, same route and answer',
      `${honoRate.toFixed(0)} requests/s (${((honoRate / bareRate) * 100).toFixed(1)} % of bare)${cpu(honoCpu)}`,
    );
    line(
      print,
      'JSON floor: parse, make, keep, answer',
      `${floorRate.toFixed(0)} requests/s (${((floorRate / bareRate) * 100).toFixed(1)} % of bare)${cpu(floorCpu)}`,
    );
    line(
      print,
      'sandbox POST /purchases/ (validated, stored)',
      `${sandboxRate.toFixed(0)} purchases/s${cpu(sandboxCpu)}`,
    );
    line(print, 'sandbox / bare', `${((sandboxRate / bareRate) * 100).toFixed(1)} %`);
    line(print, 'sandbox / JSON floor', `${((sandboxRate / floorRate) * 100).toFixed(1)} %`);
    line(
      print,
      `with a due date, ${dueWaiting.toLocaleString('en')} due dates waiting`,
      `${dueRound.perSecond.toFixed(0)} purchases/s${cpu(dueRound.cpuMicros)}`,
    );
    line(
      print,
      'with a webhook, each purchase delivered',
      `${hookRate.toFixed(0)} purchases/s${cpu(hookCpu)}`,
    );
    line(print, `heap held by ${hold.toLocaleString('en')} more purchases`, `${mib(held)} MiB`);
    line(
      print,
      'per 100,000 purchases',
      `${mib(per100k)} MiB (${(held / hold / 1024).toFixed(2)} KiB each), RSS +${mib((rssHeld / hold) * 100_000)} MiB`,
    );
    return [
      {
        figure: `purchases created/s, ${clients} clients`,
        value: Math.round(sandboxRate),
        unit: '/s',
        baseline: Math.round(bareRate),
        ratio: Math.round((sandboxRate / bareRate) * 100) / 100,
        // Against a server that does nothing: a figure, not a goal. The JSON floor below shows
        // what any server that keeps purchases costs (see the README).
        goal: '≥ 5,000/s',
      },
      {
        figure: 'JSON floor (parse, keep, answer) requests/s vs bare',
        value: Math.round(floorRate),
        unit: '/s',
        baseline: Math.round(bareRate),
        ratio: Math.round((floorRate / bareRate) * 100) / 100,
      },
      {
        figure: 'purchases created/s vs the JSON floor',
        value: Math.round(sandboxRate),
        unit: '/s',
        baseline: Math.round(floorRate),
        ratio: Math.round((sandboxRate / floorRate) * 100) / 100,
      },
      {
        figure: `purchases created/s with a due date, ${dueWaiting.toLocaleString('en')} waiting`,
        value: Math.round(dueRound.perSecond),
        unit: '/s',
        baseline: Math.round(sandboxRate),
        ratio: Math.round((dueRound.perSecond / sandboxRate) * 100) / 100,
        goal: 'as without a due date',
      },
      {
        figure: 'purchases created and delivered/s, a webhook on purchase.created',
        value: Math.round(hookRate),
        unit: '/s',
        baseline: Math.round(sandboxRate),
        ratio: Math.round((hookRate / sandboxRate) * 100) / 100,
        goal: '—',
      },
      { figure: 'heap per 100,000 purchases', value: mib(per100k), unit: 'MiB', goal: '≤ 150 MiB' },
    ];
  } finally {
    load.stop();
    receiver.stop();
    await bare.close();
    await hono.close();
    await floor.close();
    await sandbox.close();
  }
}

/** Registers a webhook on the sandbox, as a merchant does through the API. */
async function registerWebhook(sandbox: Sandbox, callback: string, events: string[]) {
  const response = await fetch(`${sandbox.baseUrl}/webhooks/`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${sandbox.apiKey}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ title: 'Bench receiver', events, callback }),
  });
  if (response.status !== 201) {
    throw new Error(
      `registering the webhook answered ${response.status}: ${await response.text()}`,
    );
  }
}
