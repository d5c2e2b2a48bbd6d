import type { MethodList } from './method-list.js';

/**
 * The rows a list takes, for the skeleton to take the same room while a list loads: `rows`
 * full-width rows (the Card option), then a group of each size (a country's name over a grid of
 * options, two or more to a row where they fit). Laid out by the list's own rules, a skeleton of
 * the right shape is as tall as the list at any width, so nothing below it moves when it comes.
 */
export interface ListShape {
  rows: number;
  groups: number[];
}

/** The shape of a list that is shown. */
export const shapeOf = (list: MethodList): ListShape => ({
  rows: list.card ? 1 : 0,
  groups: list.groups.map(({ options }) => options.length),
});

/** Four full-width rows: what the skeleton shows when nothing tells what the list will be. */
const UNKNOWN_SHAPE: ListShape = { rows: 4, groups: [] };

/**
 * The shape the merchant expects (`expected-methods`): one count, for Card and one country's
 * group of the rest (`14`); or the Card row's count (1 or 0) and each group's, in the list's
 * order (`1 10 3`). Anything else, or counts past 50, is unknown.
 */
export function expectedShape(expected: string): ListShape {
  const counts = expected.trim().split(/\s+/).map(Number);
  if (!counts.every((count) => Number.isInteger(count) && count >= 0 && count <= 50)) {
    return UNKNOWN_SHAPE;
  }
  const [first = 0, ...groups] = counts;
  if (groups.length) return { rows: first, groups: groups.filter(Boolean) };
  return first ? { rows: 1, groups: first > 1 ? [first - 1] : [] } : UNKNOWN_SHAPE;
}
