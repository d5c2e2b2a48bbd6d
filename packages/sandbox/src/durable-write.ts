import { open, rename, unlink } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';

/**
 * Replaces `file` with `text` so that a crash or a power loss at any moment leaves either the
 * old file or the new one, never an empty or half-written one: the text goes to a temporary
 * file beside it, is flushed to the disk (fsync), renamed over `file`, and the folder is
 * flushed too, so the rename itself survives a power loss. On failure the temporary file is
 * removed and `file` is untouched.
 */
export async function writeFileDurably(file: string, text: string, mode = 0o600): Promise<void> {
  const folder = dirname(file);
  const temporary = join(folder, `.${basename(file)}.${process.pid}.tmp`);
  try {
    const handle = await open(temporary, 'w', mode);
    try {
      await handle.writeFile(text, 'utf8');
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temporary, file);
  } catch (error) {
    await unlink(temporary).catch(() => {
      // Never created, or already renamed: nothing to clean up; `error` is what matters.
    });
    throw error;
  }
  const directory = await open(folder, 'r');
  try {
    await directory.sync();
  } finally {
    await directory.close();
  }
}
