/**
 * The primary language subtag of a language tag, in lower case: the part the kit reads a page's
 * `lang`, a purchase's `language` and a lookup's `language` by. A region, a script or a variant
 * after it does not change the words: `zh-MY`, `zh_MY` (as a POSIX locale writes it), `zh-Hans`
 * and `ZH` are all `zh`. A missing or empty tag gives `''`.
 *
 * @example
 * primaryLanguageSubtag('zh_MY') // 'zh'
 * primaryLanguageSubtag('en-GB') // 'en'
 */
export function primaryLanguageSubtag(tag: string | null | undefined): string {
  return ((tag ?? '').trim().split(/[-_]/)[0] as string).toLowerCase();
}
