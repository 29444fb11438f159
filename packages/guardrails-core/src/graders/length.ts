import { badRequest } from "../errors";
import { configObject, integer, oneOf } from "../scanners/config";
import type { Grader } from "./types";

/** Counts chars (code points) or words (whitespace-separated). */
export function measure(output: string, unit: "chars" | "words"): number {
  if (unit === "words") return output.split(/\s+/).filter(Boolean).length;
  let count = 0;
  for (const _ of output) count++;
  return count;
}

/** length: the output's length in chars or words lies within [min, max]. */
export const lengthGrader: Grader = {
  type: "length",
  prepare(raw, field) {
    const config = configObject(raw, field, ["min", "max", "unit"]);
    const min = integer(config.min, `${field}.min`, 0, Number.MAX_SAFE_INTEGER, 0);
    const max = integer(
      config.max,
      `${field}.max`,
      0,
      Number.MAX_SAFE_INTEGER,
      Number.MAX_SAFE_INTEGER,
    );
    if (config.min === undefined && config.max === undefined) badRequest(field, "needs min or max");
    if (min > max) badRequest(`${field}.min`, "must not exceed max");
    const unit = oneOf(config.unit, `${field}.unit`, ["chars", "words"] as const, "chars");
    return (output) => {
      const n = measure(output, unit);
      const bounds = [
        config.min !== undefined ? `min ${min}` : "",
        config.max !== undefined ? `max ${max}` : "",
      ]
        .filter(Boolean)
        .join(", ");
      return { passed: n >= min && n <= max, detail: `${n} ${unit} (${bounds})` };
    };
  },
};
