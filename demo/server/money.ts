const RINGGIT = new Intl.NumberFormat('en-MY', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/**
 * An amount in sen as a person reads it, for the order log.
 *
 * @example
 * formatRinggit(123450) // 'RM 1,234.50'
 */
export function formatRinggit(sen: number): string {
  return `RM ${RINGGIT.format(sen / 100)}`;
}
