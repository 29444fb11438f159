import { VigilError } from "./errors";

/**
 * A client option that must be a whole number of at least `min` (timeouts, retries, batch sizes).
 * @throws VigilError naming the option when it is not.
 */
export function integerAtLeast(name: string, value: number, min: number): number {
  if (!Number.isInteger(value) || value < min) {
    throw new VigilError(`${name} must be an integer of at least ${min}, got ${value}`);
  }
  return value;
}
