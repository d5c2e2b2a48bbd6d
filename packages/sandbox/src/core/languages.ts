/**
 * The languages the sandbox names things in for payers (its hosted pages, its method names):
 * English, Malay, Simplified Chinese and Tamil, Malaysia's four. Every other language gets the
 * English words.
 */
export const SANDBOX_LANGUAGES = ['en', 'ms', 'zh', 'ta'] as const;

/** A language the sandbox speaks. */
export type SandboxLanguage = (typeof SANDBOX_LANGUAGES)[number];

/**
 * The sandbox language of a language code: its primary subtag, so that `zh-MY`, `zh-Hans` and
 * `ta-MY` read as `zh` and `ta`; English for a language the sandbox does not speak.
 *
 * @example
 * sandboxLanguage('zh-Hans') // 'zh'
 * sandboxLanguage('fr') // 'en'
 */
export function sandboxLanguage(code: string | null | undefined): SandboxLanguage {
  const primary = (code ?? '').split(/[-_]/)[0]?.toLowerCase() ?? '';
  return (SANDBOX_LANGUAGES as readonly string[]).includes(primary)
    ? (primary as SandboxLanguage)
    : 'en';
}
