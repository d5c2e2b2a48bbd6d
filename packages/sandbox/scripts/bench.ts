/**
 * Sandbox benchmark: purchases created per second over loopback by concurrent clients, against
 * a bare `node:http` server answering a purchase-sized JSON body and the same route on Hono's
 * Node adapter, in the same run; the memory the sandbox holds per 100,000 purchases; and the
 * rate of purchases with a `due` date while earlier ones wait on the sandbox clock.
 *
 *   pnpm --filter @checkout-kit/sandbox bench [--requests 20000] [--rounds 2] [--clients 16]
 *     [--hold 100000]
 *     [--json]
 *   pnpm --filter @checkout-kit/sandbox bench --soak 1000000 --data <folder> [--every 100000]
 *   pnpm --filter @checkout-kit/sandbox bench --kill [--rounds 2] [--clients 16] [--ms 2000]
 *
 * The requests come from a child process (`bench/load-generator.ts`), never from the process of
 * the server measured. `--json` prints the figures as one JSON object on the last line.
 * `--soak` creates that many purchases on a sandbox with a data file and prints heap and RSS
 * every `--every` purchases. Run with `--expose-gc` (the package script does) so that heap
 * figures are taken after a full collection. `--kill` runs the command with a data file, makes
 * purchases for `--ms`, kills it with SIGKILL and counts the purchases answered 201 that the file
 * lacks, with each durability (`batched`, `commit`) in turn, `--rounds` times.
 */
import { parseArgs } from 'node:util';
import { measureThroughput } from './bench/throughput.js';
import { runSoak } from './bench/soak.js';
import { measureCrashLoss } from './bench/crash-loss.js';

const { values } = parseArgs({
  options: {
    requests: { type: 'string', default: '20000' },
    rounds: { type: 'string', default: '2' },
    clients: { type: 'string', default: '16' },
    hold: { type: 'string', default: '100000' },
    json: { type: 'boolean', default: false },
    soak: { type: 'string' },
    data: { type: 'string' },
    every: { type: 'string', default: '100000' },
    kill: { type: 'boolean', default: false },
    ms: { type: 'string', default: '2000' },
  },
});
const clients = Number(values.clients);
const print = (text: string) => {
  if (!values.json) console.log(text);
};

if (!(globalThis as { gc?: unknown }).gc)
  print('(heap figures without --expose-gc include garbage)');
const rows = values.kill
  ? await measureCrashLoss({ rounds: Number(values.rounds), clients, ms: Number(values.ms) }, print)
  : values.soak === undefined
    ? await measureThroughput(
        {
          requests: Number(values.requests),
          rounds: Number(values.rounds),
          clients,
          hold: Number(values.hold),
        },
        print,
      )
    : await runSoak(
        { purchases: Number(values.soak), every: Number(values.every), clients, data: values.data },
        print,
      );
if (values.json) console.log(JSON.stringify({ bench: 'sandbox', rows }));
