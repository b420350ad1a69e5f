// Splitting a list into groups of a bounded size: Firestore's limits (values of an `in` filter,
// writes of a batch) and a callable's largest request are each a bound on one group.

/** `items` in order, in groups of at most `size`. */
export function chunk<T>(items: readonly T[], size: number): T[][] {
  const groups: T[][] = [];
  for (let start = 0; start < items.length; start += size) groups.push(items.slice(start, start + size));
  return groups;
}
