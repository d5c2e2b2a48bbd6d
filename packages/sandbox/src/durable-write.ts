import { open, rename, unlink } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';

/**
 * Replaces `file` with `text` so that a crash or a power loss at any moment leaves either the
 * old file or the new one, never an empty or half-written one: the text goes to a temporary
 * file beside it, is flushed to the disk (fsync), renamed over `file`, and the folder is
 * flushed too, so the rename itself survives a power loss. On failure the temporary file is
 * removed and `file` is untouched.
 *
 * `text` may come in pieces: they are written in blocks of about {@link BLOCK_CHARS}
 * characters, and between two blocks the process serves whatever else is waiting, so a large
 * text never holds it up for long nor needs to be whole in memory.
 */
export async function writeFileDurably(
  file: string,
  text: string | Iterable<string>,
  mode = 0o600,
): Promise<void> {
  const folder = dirname(file);
  const temporary = join(folder, `.${basename(file)}.${process.pid}.tmp`);
  try {
    const handle = await open(temporary, 'w', mode);
    try {
      if (typeof text === 'string') await handle.writeFile(text, 'utf8');
      else for (const block of blocks(text)) await handle.write(block, null, 'utf8');
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

/** How many characters a block of a text written in pieces holds, about. */
const BLOCK_CHARS = 1 << 20;

/** The pieces joined into blocks of about {@link BLOCK_CHARS} characters. */
function* blocks(pieces: Iterable<string>): Generator<string> {
  let block: string[] = [];
  let length = 0;
  for (const piece of pieces) {
    block.push(piece);
    length += piece.length;
    if (length >= BLOCK_CHARS) {
      yield block.join('');
      block = [];
      length = 0;
    }
  }
  if (length > 0) yield block.join('');
}
