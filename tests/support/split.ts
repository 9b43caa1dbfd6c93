/** Splits the list into `parts` runs of about equal length (tests that visit several pages in one tab). */
export function split<T>(list: readonly T[], parts: number): T[][] {
  const size = Math.ceil(list.length / parts);
  return Array.from({ length: parts }, (_, index) => list.slice(index * size, (index + 1) * size)).filter(
    (part) => part.length > 0,
  );
}
