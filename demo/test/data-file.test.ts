import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { DataFile } from '../server/data-file.js';

const run = promisify(execFile);
const DEMO_DIR = fileURLToPath(new URL('..', import.meta.url));

/**
 * Opens a data file in `dir` in a process whose files may not grow past 32 KiB (`ulimit -f`, a
 * full disk as even root meets it: the write fails with EFBIG), fills it past that and saves.
 * Resolves with what the save did.
 */
async function saveOnAFullDisk(dir: string): Promise<string> {
  const script = `
    import { DataFile } from './server/data-file.ts';
    const dataFile = await DataFile.open(process.argv[1] + '/orders.json');
    for (let i = 0; i < 3000; i++) dataFile.data.arrivals.set('success:' + String(i).padStart(64, '0'), 1);
    try {
      await dataFile.save();
      console.log('saved');
    } catch (error) {
      console.log('failed ' + error.code);
    }
  `;
  const { stdout } = await run(
    'sh',
    [
      '-c',
      'ulimit -f 64 && exec "$0" "$@"',
      process.execPath,
      '--import',
      'tsx',
      '--conditions=@checkout-kit/source',
      '--input-type=module',
      '-e',
      script,
      dir,
    ],
    { cwd: DEMO_DIR },
  );
  return stdout.trim();
}

describe("the merchant server's data file: a failed save leaves no temporary file behind", () => {
  const dirs: string[] = [];
  const freshDir = async () => {
    const dir = await mkdtemp(join(tmpdir(), 'checkout-kit-demo-data-'));
    dirs.push(dir);
    return dir;
  };
  after(async () => {
    await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
  });

  it('when the write fails (the disk is full)', async () => {
    const dir = await freshDir();
    assert.equal(await saveOnAFullDisk(dir), 'failed EFBIG');
    assert.deepEqual(await readdir(dir), []);
  });

  it('when the rename fails (a folder is in the way)', async () => {
    const dir = await freshDir();
    const file = join(dir, 'orders.json');
    const dataFile = await DataFile.open(file);
    await mkdir(file);
    await writeFile(join(file, 'keep'), 'not the data file');
    await assert.rejects(dataFile.save());
    assert.deepEqual(await readdir(dir), ['orders.json']);
  });

  it('and the next save, once the way is clear, writes the file', async () => {
    const dir = await freshDir();
    const file = join(dir, 'orders.json');
    const dataFile = await DataFile.open(file);
    await mkdir(file);
    await writeFile(join(file, 'keep'), 'not the data file');
    await assert.rejects(dataFile.save());
    await rm(file, { recursive: true });
    dataFile.data.arrivals.set('success:1', 1);
    await dataFile.save();
    assert.deepEqual(await readdir(dir), ['orders.json']);
    const reopened = await DataFile.open(file);
    assert.equal(reopened.data.arrivals.get('success:1'), 1);
  });
});
