import type { MethodList, MethodOption } from './method-list.js';

/**
 * The options a long list shows at first, with the rest behind "More payment methods": Card,
 * then the `featured` methods (space-separated names) in their order. `null` when the page
 * features none of the list's methods, or when the rest would be fewer than two: the list then
 * shows whole.
 *
 * Only the page can say which methods are the common ones for its payers: the gateway's order
 * puts a company's FPX and a second DuitNow QR before the e-wallets, so the picker never picks
 * them itself.
 */
export function shortList(list: MethodList, featured: string): MethodOption[] | null {
  const { card, options } = list;
  const named = featured
    .split(/\s+/)
    .flatMap((method) => options.filter((option) => !option.isCard && option.method === method));
  const short = [...(card ? [card] : []), ...new Set(named)];
  return named.length && options.length - short.length >= 2 ? short : null;
}
