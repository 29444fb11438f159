/** Small conversions between stored rows and API values, the same on every dialect. */

export function toNumber(value: unknown): number {
  return typeof value === "number" ? value : Number(value ?? 0);
}

export function parseJson<T>(text: string | null | undefined, fallback: T): T {
  if (text === null || text === undefined || text === "") return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}
