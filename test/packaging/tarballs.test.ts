/**
 * The five packages as a merchant gets them: packed into tarballs (as `pnpm publish` would, with
 * `workspace:*` rewritten), installed into a fresh app outside the workspace, then used there
 * the way merchants' apps use them: the types checked by an app that resolves a `source`
 * condition of its own; then, on the Node that runs the test and on each Node line
 * (`../node-lines/`), every entry imported on a server and `require()`d from CommonJS, and the
 * server-side packages installed with npm, the sandbox's command run and a purchase made with the
 * server package against a sandbox that keeps it in a data file. `apps.test.ts` installs them
 * with npm into the apps merchants start from.
 *
 * Runs against the built packages: `pnpm build` first (the test command does).
 */
import assert from 'node:assert/strict';
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { nodeBinFolder, withNodeFirst } from '../node-lines/install.js';
import { NODE_VERSIONS } from '../node-lines/versions.js';
import {
  PACKAGES,
  type PackageName,
  ROOT,
  type Tarballs,
  addTarballs,
  npmInstall,
  packTarballs,
  run,
} from './pack.js';

let dir = '';
let app = '';
let tarballs: Tarballs;

/**
 * Runs `command` in the scratch app, with `env` (this process's by default: the Node that runs
 * the test command); resolves with its standard output.
 */
async function inApp(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
): Promise<string> {
  const { stdout } = await run(command, args, { cwd: app, env, maxBuffer: 16 * 1024 * 1024 });
  return stdout;
}

/**
 * The entries of a package's exports map that are modules (not data or a stylesheet), as import
 * specifiers; a pattern (`./translations/*.js`) as each file of the package it stands for.
 */
async function entriesOf(name: string): Promise<string[]> {
  const folder = path.join(app, 'node_modules', name);
  const manifest = JSON.parse(await readFile(path.join(folder, 'package.json'), 'utf8')) as {
    exports: Record<string, { default?: string } | string>;
  };
  const specifiers = await Promise.all(
    Object.entries(manifest.exports)
      .filter(([entry]) => !/\.(json|css)$/.test(entry))
      .map(async ([entry, target]) => {
        if (!entry.includes('*')) return [entry === '.' ? name : `${name}/${entry.slice(2)}`];
        const file = typeof target === 'string' ? target : (target.default ?? '');
        const [before = '', after = ''] = file.split('*');
        const directory = before.slice(0, before.lastIndexOf('/') + 1);
        const prefix = before.slice(directory.length);
        const names = await readdir(path.join(folder, directory));
        return names
          .filter((each) => each.startsWith(prefix) && each.endsWith(after))
          .map((each) => each.slice(prefix.length, each.length - after.length))
          .map((stem) => `${name}/${entry.slice(2).replace('*', stem)}`);
      }),
  );
  return specifiers.flat();
}

before(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'checkout-kit-tarballs-'));
  tarballs = await packTarballs(dir);
  app = path.join(dir, 'app');
  const file = (name: PackageName) => `file:${tarballs[name]}`;
  const workspace = JSON.parse(await readFile(path.join(ROOT, 'package.json'), 'utf8')) as {
    devDependencies: Record<string, string>;
  };
  const demo = JSON.parse(await readFile(path.join(ROOT, 'demo/package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
    devDependencies: Record<string, string>;
  };
  const elements = JSON.parse(
    await readFile(path.join(ROOT, 'packages/elements/package.json'), 'utf8'),
  ) as { devDependencies: Record<string, string> };
  await run('mkdir', [
    '-p',
    path.join(app, 'src'),
    path.join(app, 'vue'),
    path.join(app, 'svelte'),
  ]);
  await writeFile(
    path.join(app, 'package.json'),
    JSON.stringify({
      name: 'scratch-merchant-app',
      private: true,
      type: 'module',
      dependencies: {
        ...Object.fromEntries(PACKAGES.map((name) => [`@checkout-kit/${name}`, file(name)])),
        react: demo.dependencies.react,
        'react-dom': demo.dependencies['react-dom'],
        '@types/react': demo.devDependencies['@types/react'],
        '@types/node': workspace.devDependencies['@types/node'],
        typescript: workspace.devDependencies.typescript,
        vue: elements.devDependencies.vue,
        'vue-tsc': elements.devDependencies['vue-tsc'],
        svelte: elements.devDependencies.svelte,
        'svelte-check': elements.devDependencies['svelte-check'],
      },
    }),
  );
  // The packages name each other by version: those versions are the tarballs, not the registry.
  await writeFile(
    path.join(app, 'pnpm-workspace.yaml'),
    `overrides:\n${PACKAGES.map((name) => `  '@checkout-kit/${name}': '${file(name)}'`).join('\n')}\n`,
  );
  await inApp('pnpm', ['install', '--prefer-offline', '--ignore-scripts']);
});

after(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('the packed packages in a fresh app', () => {
  it("type-check in an app with its own 'source' condition, JSX included", async () => {
    await writeFile(
      path.join(app, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          strict: true,
          noEmit: true,
          target: 'ES2022',
          module: 'ESNext',
          moduleResolution: 'Bundler',
          // An app's own condition for its own packages: the kit's must not answer to it.
          customConditions: ['source'],
          jsx: 'react-jsx',
          lib: ['ES2023', 'DOM', 'DOM.Iterable'],
          types: ['node'],
        },
        include: ['src'],
      }),
    );
    await writeFile(
      path.join(app, 'src/page.tsx'),
      `import type {} from '@checkout-kit/elements/jsx';
import { CheckoutCardForm } from '@checkout-kit/elements';
import type { Purchase } from '@checkout-kit/protocol';
import { CheckoutCardForm as CardForm } from '@checkout-kit/react';

export const Wrapped = ({ purchase }: { purchase: Purchase }) => (
  <CardForm purchase={purchase} onCheckoutSubmit={(event) => event.detail.brand} />
);

export const tag: string = CheckoutCardForm.name;

export function Pay({ purchase }: { purchase: Purchase }) {
  return (
    <checkout-card-form
      purchase={purchase}
      brands="visa mastercard"
      disabled={false}
      oncheckout-submit={(event) => event.detail.brand}
    />
  );
}
`,
    );
    await writeFile(
      path.join(app, 'src/server.ts'),
      `import { CheckoutClient, createCallbackHandler } from '@checkout-kit/server';
import { startSandbox } from '@checkout-kit/sandbox';

export async function pay(): Promise<string | null> {
  const sandbox = await startSandbox();
  const client = new CheckoutClient(sandbox);
  const handler = createCallbackHandler({ onEvent: () => {}, publicKey: sandbox.publicKeyPem });
  void handler;
  const purchase = await client.createPurchase({
    client: { email: 'payer@example.com' },
    purchase: { currency: 'MYR', products: [{ name: 'Teh tarik', price: 350 }] },
  });
  await sandbox.close();
  return purchase.direct_post_url;
}
`,
    );
    await inApp(path.join(app, 'node_modules/.bin/tsc'), ['-p', 'tsconfig.json']).catch(
      (error: { stdout?: string }) => assert.fail(error.stdout ?? String(error)),
    );
  });

  it('ship their licence, and the elements their manifest, editor data and stylesheet', async () => {
    for (const name of PACKAGES) {
      const folder = path.join(app, 'node_modules/@checkout-kit', name);
      assert.match(await readFile(path.join(folder, 'LICENSE'), 'utf8'), /^MIT License/, name);
    }
    const elements = path.join(app, 'node_modules/@checkout-kit/elements');
    for (const file of ['custom-elements.json', 'vscode.html-custom-data.json', 'web-types.json']) {
      const data = JSON.parse(await readFile(path.join(elements, file), 'utf8')) as object;
      assert.match(JSON.stringify(data), /checkout-card-form/, file);
    }
    // Through the exports map, as a bundler resolves `@checkout-kit/elements/checkout-kit.css`.
    const manifest = JSON.parse(await readFile(path.join(elements, 'package.json'), 'utf8')) as {
      exports: Record<string, string>;
    };
    const stylesheet = manifest.exports['./checkout-kit.css'] ?? '';
    assert.match(
      await readFile(path.join(elements, stylesheet), 'utf8'),
      /checkout-card-form:not\(:defined\)/,
    );
  });

  it("type-check Vue and Svelte pages with the elements' template types", async () => {
    const compilerOptions = {
      strict: true,
      noEmit: true,
      target: 'ES2022',
      module: 'ESNext',
      moduleResolution: 'Bundler',
      lib: ['ES2023', 'DOM', 'DOM.Iterable'],
      types: [],
      skipLibCheck: true,
      verbatimModuleSyntax: true,
    };
    await writeFile(
      path.join(app, 'vue/tsconfig.json'),
      JSON.stringify({ compilerOptions, include: ['*.vue'] }),
    );
    await writeFile(
      path.join(app, 'vue/Pay.vue'),
      `<script setup lang="ts">
import type {} from '@checkout-kit/elements/vue';
const seen: unknown[] = [];
</script>
<template>
  <checkout-card-form :amount="1050" @checkout-submit="(event) => seen.push(event.detail.brand)" />
  <!-- @vue-expect-error amount is a number -->
  <checkout-card-form :amount="'10.50'" />
</template>
`,
    );
    await run(path.join(app, 'node_modules/.bin/vue-tsc'), ['-p', 'tsconfig.json'], {
      cwd: path.join(app, 'vue'),
    }).catch((error: { stdout?: string }) => assert.fail(error.stdout ?? String(error)));
    await writeFile(
      path.join(app, 'svelte/tsconfig.json'),
      JSON.stringify({ compilerOptions, include: ['*.svelte'] }),
    );
    await writeFile(path.join(app, 'svelte/svelte.config.js'), 'export default {};\n');
    await writeFile(
      path.join(app, 'svelte/Pay.svelte'),
      `<script lang="ts">
  import type {} from '@checkout-kit/elements/svelte';
  const seen: unknown[] = [];
</script>

<checkout-card-form amount={1050} oncheckout-submit={(event) => seen.push(event.detail.brand)}
></checkout-card-form>
`,
    );
    await run(
      path.join(app, 'node_modules/.bin/svelte-check'),
      ['--workspace', '.', '--tsconfig', './tsconfig.json', '--fail-on-warnings'],
      { cwd: path.join(app, 'svelte') },
    ).catch((error: { stdout?: string }) => assert.fail(error.stdout ?? String(error)));
  });

  it('declare the Node range whose floors the test command runs on', async () => {
    // NODE_VERSIONS starts with the floor of each line past its start: Node 20's and Node 22's.
    const [floor20, floor22] = NODE_VERSIONS;
    for (const name of PACKAGES) {
      const manifest = JSON.parse(
        await readFile(path.join(app, 'node_modules/@checkout-kit', name, 'package.json'), 'utf8'),
      ) as { engines?: { node?: string } };
      assert.equal(manifest.engines?.node, `^${floor20} || >=${floor22}`, name);
    }
  });
});

/**
 * The scripts a merchant's server runs, each printing the Node that ran it: every entry
 * imported, and the server-side packages' entries required from CommonJS.
 */
async function writeServerScripts(): Promise<void> {
  const imports = (
    await Promise.all(PACKAGES.map((name) => entriesOf(`@checkout-kit/${name}`)))
  ).flat();
  assert.ok(imports.length >= 14, imports.join(' '));
  const importAll = imports.map((specifier) => `await import(${JSON.stringify(specifier)});`);
  await writeFile(
    path.join(app, 'import-all.mjs'),
    `${importAll.join('\n')}\nconsole.log(process.version);\n`,
  );
  // ES modules only: Node's require() of ES modules loads them (20.19+, 22.12+), as long as no
  // module in their graph awaits at its top level.
  const serverSide = ['protocol', 'server', 'sandbox'].map((name) => `@checkout-kit/${name}`);
  const requires = (await Promise.all(serverSide.map((name) => entriesOf(name)))).flat();
  const requireAll = requires.map((specifier) => `require(${JSON.stringify(specifier)});`);
  await writeFile(
    path.join(app, 'require-all.cjs'),
    `${requireAll.join('\n')}\nconsole.log(process.version);\n`,
  );
}

/**
 * A merchant's server app with the server-side packages installed by npm on the Node of `env`
 * (install scripts included, as npm runs them), and a script that starts a sandbox with a data
 * file, makes a purchase, stops, starts again and reads the purchase back: the data file loads
 * the sandbox's native modules, lmdb's store and the lock of fs-native-extensions, each a
 * prebuilt binary that must install and load on that Node.
 */
async function serverAppOn(version: string, env: NodeJS.ProcessEnv): Promise<string> {
  const folder = path.join(dir, `server-app-${version}`);
  await mkdir(folder);
  await writeFile(
    path.join(folder, 'package.json'),
    JSON.stringify({ name: 'merchant-server', private: true, type: 'module' }),
  );
  await addTarballs(folder, tarballs, { kit: ['protocol', 'server', 'sandbox'] });
  await npmInstall(folder, env);
  await writeFile(
    path.join(folder, 'pay.mjs'),
    `import { CheckoutClient } from '@checkout-kit/server';
import { startSandbox } from '@checkout-kit/sandbox';
const dataFile = process.argv[2];
let sandbox = await startSandbox({ dataFile });
const created = await new CheckoutClient(sandbox).createPurchase({
  client: { email: 'payer@example.com' },
  purchase: { currency: 'MYR', products: [{ name: 'Teh tarik', price: 350 }] },
});
await sandbox.close();
sandbox = await startSandbox({ dataFile });
const kept = await new CheckoutClient(sandbox).getPurchase(created.id);
await sandbox.close();
console.log(JSON.stringify({ node: process.version, status: kept.status, total: kept.purchase.total }));
`,
  );
  return folder;
}

/**
 * Each Node a merchant's server may run the kit on: the one running the test command, then each
 * line's release (fetched once, `../node-lines/`).
 */
const NODES = [
  { version: process.version, env: async () => process.env },
  ...NODE_VERSIONS.map((version) => ({
    version: `v${version}`,
    env: async () => withNodeFirst(await nodeBinFolder(version)),
  })),
];

describe('the packed packages on a server, on every Node line', () => {
  before(writeServerScripts);

  for (const node of NODES) {
    describe(`Node ${node.version}`, () => {
      let env: NodeJS.ProcessEnv;
      before(async () => {
        env = await node.env();
      });

      it('import every entry of every package, whatever conditions the app resolves', async () => {
        assert.equal((await inApp('node', ['import-all.mjs'], env)).trim(), node.version);
        // An app that resolves a `source` condition of its own still gets the kit's builds, not
        // its TypeScript sources (which Node cannot run).
        const withSource = await inApp('node', ['--conditions=source', 'import-all.mjs'], env);
        assert.equal(withSource.trim(), node.version);
      });

      it('load every entry of the server-side packages through require() in CommonJS', async () => {
        assert.equal((await inApp('node', ['require-all.cjs'], env)).trim(), node.version);
      });

      it('install with npm, run the sandbox command, and keep purchases in a data file', async () => {
        const server = await serverAppOn(node.version, env);
        const { version } = JSON.parse(
          await readFile(path.join(ROOT, 'packages/sandbox/package.json'), 'utf8'),
        ) as { version: string };
        const inServer = async (command: string, args: string[]) =>
          (await run(command, args, { cwd: server, env })).stdout.trim();
        assert.equal(
          await inServer(path.join(server, 'node_modules/.bin/checkout-sandbox'), ['--version']),
          `checkout-sandbox ${version}`,
        );
        const dataFile = path.join(server, 'sandbox.mdb');
        assert.deepEqual(JSON.parse(await inServer('node', ['pay.mjs', dataFile])), {
          node: node.version,
          status: 'created',
          total: 350,
        });
      });
    });
  }
});
