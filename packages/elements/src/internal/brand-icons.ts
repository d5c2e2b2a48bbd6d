import { type SVGTemplateResult, svg } from 'lit';
import type { CardBrandId } from '@checkout-kit/protocol';

/*
 * Simplified brand marks for a 32 × 20 view box, drawn small beside the card number. They are
 * built from two shapes so that the script-tag kit carries each drawing once: a wordmark in
 * white type, and the two overlapping circles.
 */

/**
 * The brand's name in white type on a card of its colour (Visa, American Express). The type is
 * the form's own, at the labels' weight: a face the page has already drawn. A face of its own
 * (a bold italic Arial) makes the keystroke that shows the mark look that face up while it
 * lays the form out (the elements README's Performance section has the figures).
 */
const wordmark = (background: string, name: string, size: number) =>
  svg`<rect width="32" height="20" rx="3" fill=${background} /><text x="16" y="13" fill="#fff" font-size=${size} font-weight="600" text-anchor="middle">${name}</text>`;

/** Two overlapping circles and their overlap on a card (Mastercard, Maestro). */
const circles = (background: string, left: string, right: string, overlap: string) =>
  svg`<rect width="32" height="20" rx="3" fill=${background} /><circle cx="12.5" cy="10" r="6" fill=${left} /><circle cx="19.5" cy="10" r="6" fill=${right} /><path d="M16 5.1a6 6 0 0 1 0 9.8 6 6 0 0 1 0-9.8" fill=${overlap} />`;

/** The brands with a mark of their own; anything else shows the generic card. */
const MARKS: Partial<Record<CardBrandId, SVGTemplateResult>> = {
  visa: wordmark('#1a1f71', 'VISA', 9),
  mastercard: circles('#252525', '#eb001b', '#f79e1b', '#ff5f00'),
  maestro: circles('#f4f4f4', '#eb001b', '#00a2e5', '#7375cf'),
  'american-express': wordmark('#2e77bc', 'AMEX', 7),
};

const GENERIC_CARD = svg`<rect x=".5" y=".5" width="31" height="19" rx="2.5" fill="none" stroke="currentColor" /><rect x="1" y="5" width="30" height="3" fill="currentColor" /><rect x="4" y="13" width="9" height="2" rx="1" fill="currentColor" />`;

/** The brand's mark, or the generic card when the brand is unknown or has no mark here. */
export function brandMark(brand: CardBrandId | null): SVGTemplateResult {
  return (brand && MARKS[brand]) ?? GENERIC_CARD;
}
