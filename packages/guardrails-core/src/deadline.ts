import type { WorkBudget } from "./safe-regex/safe-regex";

/** Thrown inside a scanner when its time or work budget is spent; the runner reports timeout. */
export class BudgetExceeded extends Error {
  override readonly name = "BudgetExceeded";
}

/** Monotonic milliseconds. */
export type Clock = () => number;

/** performance.now() where the runtime has it (browsers, Node, edge), else Date.now(). */
export const systemClock: Clock = (() => {
  const perf = (globalThis as { performance?: { now(): number } }).performance;
  return perf && typeof perf.now === "function" ? () => perf.now() : () => Date.now();
})();

/**
 * A scanner's deadline. JavaScript cannot interrupt a running regex, so every loop that can
 * grow with the input calls `check()` between bounded units of work; past the deadline it
 * throws {@link BudgetExceeded}.
 */
export class Deadline implements WorkBudget {
  constructor(
    private readonly clock: Clock,
    private at: number,
  ) {}

  /**
   * Moves the deadline to `at`: a scan gives its scanners, which run one after another, one
   * deadline object moved on for each.
   */
  moveTo(at: number): void {
    this.at = at;
  }

  check(): void {
    if (this.passed(this.clock())) throw new BudgetExceeded("scanner deadline passed");
  }

  /** True when `now`, a reading of this deadline's clock, is past it. */
  passed(now: number): boolean {
    return now > this.at;
  }
}

/** A deadline that never passes: its check does nothing. */
class NoDeadline extends Deadline {
  override check(): void {}
}

/** A deadline that never passes, for direct detector calls outside a scan. */
export const NO_DEADLINE: Deadline = new NoDeadline(() => 0, Number.POSITIVE_INFINITY);
