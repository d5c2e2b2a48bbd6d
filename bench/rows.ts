import { median, spread } from './stats.js';

/**
 * One figure of the benchmark table, the shape every benchmark hands over: the browser ones
 * here, and the package benches as the last line of their `--json` output,
 * `{"bench":"proxy","rows":[Row, …]}`.
 */
export interface Row {
  figure: string;
  value: number;
  /** Printed after the value and the baseline: `ms`, `kB`, `/s`, `` for a pure number. */
  unit: string;
  /** The same figure for the baseline measured in the same run. */
  baseline?: number;
  /** `value / baseline`, or as the bench defines it (stated in its figure). */
  ratio?: number;
  /**
   * How far the rounds behind a median spread, as printed (`0.91–1.12×`): the lowest and the
   * highest of the goal's figure (the ratio when there is one) over the rounds.
   */
  spread?: string;
  /** The target: `≤ 1.2×`, `0`, `≥ 0.8×`; none for a figure given for information. */
  goal?: string;
}

/** A bench that did not deliver its figures: shown as one row, and the run exits non-zero. */
export interface Failure {
  figure: string;
  failed: string;
}

export type TableRow = Row | Failure;

export const isFailure = (row: TableRow): row is Failure => 'failed' in row;

/** A row with its ratio against the baseline computed. */
export function against(row: Omit<Row, 'ratio'> & { baseline: number }): Row {
  return { ...row, ratio: row.value / row.baseline };
}

/**
 * A row measured in rounds against its baseline: `ratios` holds each round's figure over the
 * same round's baseline, and the row's ratio is their median, its spread their range.
 */
export function roundsRow(row: Omit<Row, 'ratio' | 'spread'> & { ratios: readonly number[] }): Row {
  const { ratios, ...rest } = row;
  return { ...rest, ratio: median(ratios), spread: `${spread(ratios, 2)}×` };
}

/** Reads the rows of a bench's JSON line, keeping only well-formed ones. */
export function rowsOf(json: unknown): Row[] | null {
  if (typeof json !== 'object' || json === null || !('rows' in json)) return null;
  const { rows } = json as { rows: unknown };
  if (!Array.isArray(rows)) return null;
  return rows.filter(
    (row): row is Row =>
      typeof row === 'object' &&
      row !== null &&
      typeof (row as Row).figure === 'string' &&
      typeof (row as Row).value === 'number',
  );
}
