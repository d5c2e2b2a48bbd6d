/**
 * The one table `pnpm bench` prints: figure | value | baseline | ratio | spread | goal, a failed
 * bench as one row saying so.
 */
import { type TableRow, isFailure } from './rows.js';

/** Enough digits to read, few enough to scan: 12,345 · 123.4 · 12.3 · 1.23 · 0.123. */
export function formatNumber(value: number): string {
  const size = Math.abs(value);
  if (Number.isInteger(value)) return value.toLocaleString('en-US');
  if (size >= 1000) return Math.round(value).toLocaleString('en-US');
  if (size >= 100) return value.toFixed(0);
  if (size >= 10) return value.toFixed(1);
  if (size >= 1) return value.toFixed(2);
  return value.toFixed(3);
}

/** Sizes keep two decimals, so that 22.03 kB does not read as within a 22 kB budget. */
const withUnit = (value: number, unit: string): string =>
  unit === 'kB'
    ? `${value.toFixed(2)} kB`
    : unit
      ? `${formatNumber(value)} ${unit}`
      : formatNumber(value);

function cells(row: TableRow): string[] {
  if (isFailure(row)) return [row.figure, 'FAILED', row.failed, '', '', ''];
  return [
    row.figure,
    withUnit(row.value, row.unit),
    row.baseline === undefined ? '' : withUnit(row.baseline, row.unit),
    row.ratio === undefined ? '' : `${row.ratio.toFixed(2)}×`,
    row.spread ?? '',
    row.goal ?? '',
  ];
}

export function renderTable(rows: readonly TableRow[]): string {
  const header = ['figure', 'value', 'baseline', 'ratio', 'spread', 'goal'];
  const body = rows.map(cells);
  const right = [false, true, true, true, true, false];
  const widths = header.map((_, i) => Math.max(...[header, ...body].map((r) => r[i]?.length ?? 0)));
  const line = (row: string[]): string =>
    row
      .map((cell, i) => (right[i] ? cell.padStart(widths[i] ?? 0) : cell.padEnd(widths[i] ?? 0)))
      .join(' | ')
      .trimEnd();
  return [line(header), widths.map((w) => '-'.repeat(w)).join('-|-'), ...body.map(line)].join('\n');
}
