import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { pathToFileURL } from 'node:url';
import { sectionBlocks, sectionCode } from '../browser/readme-code.js';

const README = `# Project

## Install

\`\`\`sh
npm install kit
\`\`\`

## Use

\`\`\`html
<checkout-card-form></checkout-card-form>
\`\`\`

### In a framework

\`\`\`js
import 'kit';
\`\`\`

## Next

\`\`\`html
<p>not in Use</p>
\`\`\`
`;

function readme(text = README): URL {
  const file = join(mkdtempSync(join(tmpdir(), 'bench-readme-')), 'README.md');
  writeFileSync(file, text);
  return pathToFileURL(file);
}

describe('sectionCode', () => {
  test('gives the blocks of a section and its subsections, in order, up to its next sibling', () => {
    assert.deepEqual(sectionCode(readme(), '## Use'), [
      { language: 'html', code: '<checkout-card-form></checkout-card-form>\n' },
      { language: 'js', code: "import 'kit';\n" },
    ]);
  });

  test('a subsection ends at the next heading of its level or above', () => {
    assert.deepEqual(sectionCode(readme(), '### In a framework'), [
      { language: 'js', code: "import 'kit';\n" },
    ]);
  });

  test('a heading is matched as its whole line, and a missing one is an error', () => {
    assert.throws(() => sectionCode(readme(), '## Us'), /has no section "## Us"/);
  });

  test('a "#" inside a block is code, not a heading', () => {
    const file = readme('## Shell\n\n```sh\n# a comment\ncp a b\n```\n\n## Next\n');
    assert.deepEqual(sectionCode(file, '## Shell'), [
      { language: 'sh', code: '# a comment\ncp a b\n' },
    ]);
  });
});

describe('sectionBlocks', () => {
  test('gives the code of the blocks of one language', () => {
    assert.deepEqual(sectionBlocks(readme(), '## Use', 'js', 1), ["import 'kit';\n"]);
  });

  test('fails when the section has another number of blocks than the bench reads', () => {
    assert.throws(
      () => sectionBlocks(readme(), '## Use', 'html', 2),
      /"## Use": 1 html blocks, the bench reads 2/,
    );
  });
});
