import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readDataFile } from '../../src/persistence/data-file-contents.js';
import type { Durability, Sandbox } from '../../src/index.js';
import { purchaseJob } from './purchase-request.js';
import { type BenchRow, line } from './rows.js';

/** What the crash bench does. */
export interface CrashOptions {
  /** Kills per durability. */
  rounds: number;
  clients: number;
  /** How long purchases are made before the kill. */
  ms: number;
}

/** One purchase answered 201: its id, and when (`performance.now()`) it was sent and answered. */
interface Answered {
  id: string;
  sent: number;
  at: number;
}

/** What one kill lost. */
interface Kill {
  answered: number;
  perSecond: number;
  /** Answer times, milliseconds: the median and the 99th percentile. */
  p50: number;
  p99: number;
  lost: number;
  /** How long before the kill the oldest lost purchase was answered, in seconds. */
  lostSeconds: number;
}

/** The command on `dataFile`, in a process of its own, once it has printed its facts. */
async function startCommand(dataFile: string, durability: Durability) {
  const cli = fileURLToPath(new URL('../../src/cli.ts', import.meta.url));
  const args = ['--port', '0', '--data', dataFile];
  if (durability === 'commit') args.push('--durable');
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', '--conditions=@checkout-kit/source', cli, ...args],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let output = '';
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('END PUBLIC KEY')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`the sandbox exited with ${code}`)));
  });
  const fact = (name: string) => new RegExp(`^${name}=(.+)$`, 'm').exec(output)?.[1] ?? '';
  const sandbox = { apiKey: fact('CHECKOUT_API_KEY'), brandId: fact('CHECKOUT_BRAND_ID') };
  return {
    child,
    baseUrl: fact('CHECKOUT_BASE_URL').replace(/\/$/, ''),
    sandbox: sandbox as Sandbox,
  };
}

/** Sends one purchase; resolves with its id when answered 201, rejects when the link breaks. */
function createPurchase(agent: Agent, url: string, headers: Record<string, string>, body: string) {
  return new Promise<string | undefined>((resolve, reject) => {
    const outgoing = request(url, { method: 'POST', agent, headers }, (answer) => {
      let text = '';
      answer.on('data', (chunk: Buffer) => (text += chunk.toString()));
      answer.on('end', () =>
        resolve(answer.statusCode === 201 ? (JSON.parse(text) as { id: string }).id : undefined),
      );
      answer.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

const percentile = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? NaN;

/**
 * Makes purchases on the command with a data file from `clients` connections for `ms`, kills
 * it with SIGKILL while they go on, and counts the purchases answered 201 that the file lacks.
 */
async function killOnce(durability: Durability, { clients, ms }: CrashOptions): Promise<Kill> {
  const folder = await mkdtemp(path.join(tmpdir(), 'checkout-sandbox-crash-'));
  try {
    const dataFile = path.join(folder, 'crash.db');
    const { child, baseUrl, sandbox } = await startCommand(dataFile, durability);
    const job = purchaseJob(sandbox, `${baseUrl}/purchases/`, 0, clients);
    const agent = new Agent({ keepAlive: true, maxSockets: clients });
    const answered: Answered[] = [];
    let killed = false;
    const began = performance.now();
    const loops = Array.from({ length: clients }, async () => {
      while (!killed) {
        const sent = performance.now();
        // A request the kill cuts off was never answered: it cannot have been lost.
        const id = await createPurchase(agent, job.url, job.headers, job.body).catch(() => null);
        if (id === null) return;
        if (id !== undefined) answered.push({ id, sent, at: performance.now() });
      }
    });
    await new Promise((resolve) => setTimeout(resolve, ms));
    const exited = new Promise((resolve) => child.once('exit', resolve));
    killed = true;
    child.kill('SIGKILL');
    const killedAt = performance.now();
    await exited;
    await Promise.all(loops);
    agent.destroy();

    const saved = (await readDataFile(dataFile)).purchases;
    const lost = answered.filter(({ id }) => !Object.hasOwn(saved, id));
    const oldestLost = Math.min(...lost.map(({ at }) => at));
    const times = answered.map(({ sent, at }) => at - sent).sort((a, b) => a - b);
    return {
      answered: answered.length,
      perSecond: answered.length / ((killedAt - began) / 1000),
      p50: percentile(times, 0.5),
      p99: percentile(times, 0.99),
      lost: lost.length,
      lostSeconds: lost.length === 0 ? 0 : (killedAt - oldestLost) / 1000,
    };
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/**
 * What a `kill -9` under load loses, for each durability in the same run: `rounds` kills of
 * each, alternating, each on a new data file. Prints one line a kill, and returns the worst
 * loss of `batched` and the cost of `commit` as rows.
 */
export async function measureCrashLoss(
  options: CrashOptions,
  print: (text: string) => void,
): Promise<BenchRow[]> {
  print(
    `kill -9 under load: ${options.clients} clients making purchases for ${options.ms} ms, ` +
      `then SIGKILL; purchases answered 201 and missing from the data file\n`,
  );
  line(print, 'durability', 'answered  purchases/s  p50 ms  p99 ms  lost  lost s');
  const kills: Record<Durability, Kill[]> = { batched: [], commit: [] };
  for (let round = 0; round < options.rounds; round++) {
    for (const durability of ['batched', 'commit'] as const) {
      const kill = await killOnce(durability, options);
      kills[durability].push(kill);
      line(
        print,
        durability,
        `${String(kill.answered).padStart(8)}  ${kill.perSecond.toFixed(0).padStart(11)}  ` +
          `${kill.p50.toFixed(1).padStart(6)}  ${kill.p99.toFixed(1).padStart(6)}  ` +
          `${String(kill.lost).padStart(4)}  ${kill.lostSeconds.toFixed(2).padStart(6)}`,
      );
    }
  }
  const most = (durability: Durability, figure: (kill: Kill) => number) =>
    Math.max(...kills[durability].map(figure));
  const mean = (durability: Durability, figure: (kill: Kill) => number) =>
    kills[durability].reduce((sum, kill) => sum + figure(kill), 0) / kills[durability].length;
  return [
    {
      figure: 'kill -9 under load, batched: most purchases answered 201 and lost',
      value: most('batched', (kill) => kill.lost),
      unit: '',
    },
    {
      figure: 'kill -9 under load, batched: oldest lost answer before the kill',
      value: Math.round(most('batched', (kill) => kill.lostSeconds) * 100) / 100,
      unit: 's',
    },
    {
      figure: 'kill -9 under load, durability commit: purchases answered 201 and lost',
      value: most('commit', (kill) => kill.lost),
      unit: '',
      goal: '0',
    },
    {
      figure: 'purchases/s under that load, durability commit (baseline: batched)',
      value: Math.round(mean('commit', (kill) => kill.perSecond)),
      baseline: Math.round(mean('batched', (kill) => kill.perSecond)),
      ratio: mean('commit', (kill) => kill.perSecond) / mean('batched', (kill) => kill.perSecond),
      unit: '/s',
    },
  ];
}
