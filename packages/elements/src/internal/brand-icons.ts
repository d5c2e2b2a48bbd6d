import { type SVGTemplateResult, svg } from 'lit';
import type { CardBrandId } from '@checkout-kit/protocol';

/** Simplified brand marks, drawn small; anything else shows the generic card. */
const MARKS: Partial<Record<CardBrandId, SVGTemplateResult>> = {
  visa: svg`<rect width="32" height="20" rx="3" fill="#1a1f71"/><path d="M13.4 13.7h-1.8l1.1-7h1.8zm6.5-6.8a4.4 4.4 0 0 0-1.6-.3c-1.8 0-3 .9-3 2.3 0 1 .9 1.5 1.6 1.8.7.4 1 .6 1 .9 0 .5-.6.7-1.1.7-.7 0-1.1-.1-1.7-.4l-.3-.1-.2 1.5c.4.2 1.2.3 2 .4 1.9 0 3.1-.9 3.1-2.4 0-.8-.5-1.4-1.5-1.9-.6-.3-1-.5-1-.8s.3-.6 1-.6c.6 0 1 .1 1.3.3l.2.1zm4.6-.2h-1.4c-.4 0-.8.1-.9.6l-2.7 6.4h1.9l.4-1h2.3l.2 1h1.7zm-2.2 4.5.7-2 .4 2zM10.1 6.7l-1.8 4.8-.2-1c-.3-1.1-1.4-2.3-2.6-2.9l1.6 6.1h1.9l2.9-7z" fill="#fff"/>`,
  mastercard: svg`<rect width="32" height="20" rx="3" fill="#252525"/><circle cx="12.5" cy="10" r="6" fill="#eb001b"/><circle cx="19.5" cy="10" r="6" fill="#f79e1b"/><path d="M16 5.1a6 6 0 0 1 0 9.8 6 6 0 0 1 0-9.8" fill="#ff5f00"/>`,
  maestro: svg`<rect width="32" height="20" rx="3" fill="#f4f4f4"/><circle cx="12.5" cy="10" r="6" fill="#eb001b"/><circle cx="19.5" cy="10" r="6" fill="#00a2e5"/><path d="M16 5.1a6 6 0 0 1 0 9.8 6 6 0 0 1 0-9.8" fill="#7375cf"/>`,
  'american-express': svg`<rect width="32" height="20" rx="3" fill="#2e77bc"/><text x="16" y="13" fill="#fff" font-family="Arial,sans-serif" font-size="7" font-weight="700" text-anchor="middle">AMEX</text>`,
};

const GENERIC_CARD = svg`<rect x=".5" y=".5" width="31" height="19" rx="2.5" fill="none" stroke="currentColor"/><rect x="1" y="5" width="30" height="3" fill="currentColor"/><rect x="4" y="13" width="9" height="2" rx="1" fill="currentColor"/>`;

/** The brand's mark, or the generic card when the brand is unknown or has no mark here. */
export function brandMark(brand: CardBrandId | null): SVGTemplateResult {
  return (brand && MARKS[brand]) ?? GENERIC_CARD;
}
