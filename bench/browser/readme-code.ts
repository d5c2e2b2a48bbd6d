/**
 * The code a README shows merchants, read from the README itself, so that a bench page built
 * from it is the page the README tells them to write and cannot drift from it.
 */
import { readFileSync } from 'node:fs';

export interface CodeBlock {
  /** The fence's language: `html`, `js`, … */
  language: string;
  code: string;
}

/**
 * The fenced code blocks of one section of a Markdown file: from the heading given (its whole
 * line, `### a. Script tag`) to the next heading of its level or above, in order.
 */
export function sectionCode(file: URL, heading: string): CodeBlock[] {
  const lines = readFileSync(file, 'utf8').split('\n');
  const start = lines.indexOf(heading);
  if (start < 0) throw new Error(`${file.pathname} has no section "${heading}"`);
  const level = heading.indexOf(' ');
  const blocks: CodeBlock[] = [];
  let open: CodeBlock | null = null;
  for (const line of lines.slice(start + 1)) {
    if (open) {
      if (line.startsWith('```')) {
        blocks.push(open);
        open = null;
      } else open.code += `${line}\n`;
      continue;
    }
    const hashes = /^(#+) /.exec(line)?.[1];
    if (hashes && hashes.length <= level) break;
    if (line.startsWith('```')) open = { language: line.slice(3).trim(), code: '' };
  }
  return blocks;
}

/** The blocks of `language` in a section, failing when there are not `count` of them. */
export function sectionBlocks(
  file: URL,
  heading: string,
  language: string,
  count: number,
): string[] {
  const blocks = sectionCode(file, heading)
    .filter((block) => block.language === language)
    .map((block) => block.code);
  if (blocks.length !== count) {
    throw new Error(
      `${file.pathname}, "${heading}": ${blocks.length} ${language} blocks, the bench reads ${count}`,
    );
  }
  return blocks;
}
