/**
 * Progress goes to stderr and the table to stdout, so `pnpm bench > figures.txt` keeps only the
 * table. (The lint rule against console output guards card data in the kit's own code.)
 */
export function progress(line: string): void {
  process.stderr.write(`${line}\n`);
}

export function print(line: string): void {
  process.stdout.write(`${line}\n`);
}
