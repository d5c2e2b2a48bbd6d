/**
 * A merchant's page with many pickers that share one `banks-src`, FPX chosen in each, served
 * as a merchant serves the script-tag kit: the built `checkout-kit.js` as a module script with
 * its bank choice, `checkout-bank-choice.js`, beside it; a lookup for the pickers' `src`; and
 * the merchant's bank list, `createBankStatusHandler`, asking the status service at `statusUrl`.
 */
import { readFile } from 'node:fs/promises';
import { type Server, createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import { createBankStatusHandler, toNodeListener } from '../../../packages/server/src/index.js';

const ELEMENTS_DIST = fileURLToPath(new URL('../../../packages/elements/dist/', import.meta.url));

/** The lookup the pickers show, recorded from the sandbox: it offers FPX. */
const LOOKUP_FILE = fileURLToPath(
  new URL('../../../packages/elements/src/method-picker/test/lookup.small.json', import.meta.url),
);

/** The files a merchant copies beside the page, as the elements' README says. */
const KIT_FILES = ['checkout-kit.js', 'checkout-bank-choice.js'] as const;

export interface ManyPickersPage {
  /** The page's address. */
  url: string;
  /** How many requests the bank list has answered. */
  bankListRequests(): number;
  close(): Promise<void>;
}

/** The page's markup: `count` pickers, each with FPX chosen and the same bank list. */
function pageMarkup(count: number): string {
  const picker =
    '<checkout-method-picker src="/payment-methods" banks-src="/bank-status" value="fpx"></checkout-method-picker>';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Many pickers</title>
<link rel="icon" href="data:,">
<script type="module" src="/kit/checkout-kit.js"></script>
</head>
<body>
${picker.repeat(count)}
</body>
</html>`;
}

/** Starts the page's server on a free port. */
export async function startManyPickersPage(options: {
  count: number;
  statusUrl: string;
}): Promise<ManyPickersPage> {
  const kit = new Map(
    await Promise.all(
      KIT_FILES.map(async (name) => [name, await readFile(`${ELEMENTS_DIST}${name}`)] as const),
    ),
  );
  // No logos: the page is about the bank list, and needs no image host.
  const lookup = JSON.stringify({ ...JSON.parse(await readFile(LOOKUP_FILE, 'utf8')), logos: {} });
  const bankStatus = toNodeListener(createBankStatusHandler({ statusUrl: options.statusUrl }));
  const markup = pageMarkup(options.count);
  let bankListRequests = 0;

  const server: Server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://shop.test').pathname;
    const file = kit.get(path.slice('/kit/'.length) as (typeof KIT_FILES)[number]);
    if (path === '/') {
      response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(markup);
    } else if (path.startsWith('/kit/') && file) {
      response.writeHead(200, { 'Content-Type': 'text/javascript' }).end(file);
    } else if (path === '/payment-methods') {
      response.writeHead(200, { 'Content-Type': 'application/json' }).end(lookup);
    } else if (path === '/bank-status') {
      bankListRequests += 1;
      void bankStatus(request, response);
    } else {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}/`,
    bankListRequests: () => bankListRequests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
