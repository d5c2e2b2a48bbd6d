/**
 * The two sets of fonts the browser benches lay the pages out in, as the browser tests do: the
 * fonts of a bare Linux box (DejaVu Sans, WenQuanYi Micro Hei, Lohit Tamil) and those Android
 * draws (Noto Sans, Noto Sans CJK, Noto Sans Tamil). Both are installed on the machines (`.ci/run`
 * installs them); a browser is given one set by a fontconfig file that includes the system's and
 * rejects the other set's files, so that `system-ui` and `sans-serif` fall on that set alone, as
 * on a device that has only it.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const FONT_SETS = ['linux', 'noto'] as const;
export type FontSet = (typeof FONT_SETS)[number];

export const FONT_SET_TITLES: Record<FontSet, string> = {
  linux: 'Linux fonts',
  noto: 'Noto fonts',
};

/** The folders (fontconfig globs of their files) of each set's fonts, as Debian installs them. */
const FONT_FILES: Record<FontSet, string[]> = {
  linux: ['*/dejavu/*', '*/wqy/*', '*/lohit-*/*'],
  noto: ['*/noto/*'],
};

/** A fontconfig file that leaves out every font but `set`'s. */
const fontconfig = (set: FontSet): string => {
  const others = FONT_SETS.filter((other) => other !== set).flatMap((other) => FONT_FILES[other]);
  return `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
<fontconfig>
  <include ignore_missing="no">/etc/fonts/fonts.conf</include>
  <selectfont>
    <rejectfont>
${others.map((glob) => `      <glob>${glob}</glob>`).join('\n')}
    </rejectfont>
  </selectfont>
</fontconfig>
`;
};

/** The environment of a browser that draws with one set of fonts, and how to clean it up. */
export interface FontSetEnvironments {
  /** The variables to give the browser's process (`FONTCONFIG_FILE`). */
  of(set: FontSet): Record<string, string>;
  remove(): Promise<void>;
}

/** Writes one fontconfig file per set into a folder of its own. */
export async function fontSetEnvironments(): Promise<FontSetEnvironments> {
  const folder = await mkdtemp(path.join(tmpdir(), 'checkout-kit-fonts-'));
  const files = Object.fromEntries(
    await Promise.all(
      FONT_SETS.map(async (set) => {
        const file = path.join(folder, `${set}.conf`);
        await writeFile(file, fontconfig(set));
        return [set, file] as const;
      }),
    ),
  ) as Record<FontSet, string>;
  return {
    of: (set) => ({ FONTCONFIG_FILE: files[set] }),
    remove: () => rm(folder, { recursive: true, force: true }),
  };
}
