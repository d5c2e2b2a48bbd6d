import { runningScriptUrl } from './document-reads.js';

/**
 * The URL of the classic script-tag build itself (a classic script has no `import.meta`): the
 * `<script>` element's that runs it, read once, as it is evaluated, in a way page markup cannot
 * change. `null` when it is not a `<script>` element's: the kit then loads nothing beside itself.
 */
export const SCRIPT_URL: string | null = runningScriptUrl();
