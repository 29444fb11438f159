/** Past this many numbers the native sort is used: below it an insertion sort does less. */
const INSERTION_MAX = 32;

const ascending = (a: number, b: number): number => a - b;

/**
 * Sorts `numbers` ascending in place and returns it, as `numbers.sort((a, b) => a - b)` does.
 * The lists sorted on a scan's path (where a text's keywords start, the rules they wake) hold a
 * few numbers, mostly in order already: an insertion sort does that without the native sort's
 * work array and a comparator call through the runtime per pair.
 */
export function sortNumbers(numbers: number[]): number[] {
  const n = numbers.length;
  if (n > INSERTION_MAX) return numbers.sort(ascending);
  for (let i = 1; i < n; i++) {
    const item = numbers[i] as number;
    let j = i;
    while (j > 0 && (numbers[j - 1] as number) > item) {
      numbers[j] = numbers[j - 1] as number;
      j--;
    }
    numbers[j] = item;
  }
  return numbers;
}
