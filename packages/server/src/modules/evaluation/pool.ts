/**
 * Maps items with at most `limit` in flight, keeping their order: a run's traces share the
 * provider's concurrency with everyone else's work, so a run never floods it.
 * @example await mapWithLimit([1, 2, 3], 2, async (n) => n * 2) // [2, 4, 6]
 */
export async function mapWithLimit<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index] as T, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(Math.max(1, limit), items.length) }, worker));
  return results;
}
