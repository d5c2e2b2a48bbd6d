/**
 * The last step of `pnpm build`, after `tsc`: writes the hosted pages' script
 * (`dist/static/pages/field-check.js`), which the sandbox serves as `/static/pages/field-check.js`.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { PAGE_SCRIPT_FILE } from '../src/pages/page-script-file.js';
import { bundlePageScript } from './page-script.js';

const script = await bundlePageScript();
await mkdir(new URL('.', PAGE_SCRIPT_FILE), { recursive: true });
await writeFile(PAGE_SCRIPT_FILE, script);
