/** One figure of the bench, as `--json` prints it. */
export interface BenchRow {
  figure: string;
  value: number;
  unit: string;
  baseline?: number;
  ratio?: number;
  goal: string;
}

/** Prints a line of the human table. */
export function line(print: (text: string) => void, label: string, value: string): void {
  print(`${label.padEnd(52)} ${value}`);
}
