/** One figure of the bench, as `--json` prints it: the row every bench of `pnpm bench` hands over. */
export type { Row as BenchRow } from '../../../../bench/rows.js';

/** Prints a line of the human table. */
export function line(print: (text: string) => void, label: string, value: string): void {
  print(`${label.padEnd(52)} ${value}`);
}
