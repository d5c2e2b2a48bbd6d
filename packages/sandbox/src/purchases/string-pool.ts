/**
 * One copy of each short text that purchases repeat (a shop's redirect URLs, a payer's e-mail,
 * a product's name, a quantity's decimal text), instead of the copy each request body parses:
 * a load test's purchases mostly carry the same few. The pool keeps at most
 * {@link MAX_POOLED} texts of up to {@link MAX_POOLED_LENGTH} characters; once full, texts it
 * does not hold are kept as they come, so no stream of distinct values grows it.
 */
const POOL = new Map<string, string>();
const MAX_POOLED = 10_000;
const MAX_POOLED_LENGTH = 256;

/** `text`, or the pool's equal copy of it. */
export function pooled(text: string): string {
  if (text.length > MAX_POOLED_LENGTH) return text;
  const known = POOL.get(text);
  if (known !== undefined) return known;
  if (POOL.size < MAX_POOLED) POOL.set(text, text);
  return text;
}

/** `value` with its text pooled, when it is a text; anything else as it is. */
export function pooledValue<T>(value: T): T {
  return (typeof value === 'string' ? pooled(value) : value) as T;
}
