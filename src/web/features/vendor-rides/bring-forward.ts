/** The chosen item first, the others in their order; the list as it was when none matches. */
export function bringForward<T extends { id: number }>(
  items: readonly T[],
  id: number | null,
): T[] {
  const chosen = items.find((item) => item.id === id);
  return chosen ? [chosen, ...items.filter((item) => item !== chosen)] : [...items];
}
