/** The URL of the script-tag build itself: the ES module's own. */
export const SCRIPT_URL: string | null = import.meta.url;
