import { badRequest } from "../errors";
import { configObject } from "../scanners/config";
import type { Grader, GraderMetadata } from "./types";

/**
 * The measured time the response_time rule compares with maxMs: `responseTimeMs`, else
 * `latencyMs`; undefined when neither is a finite number.
 *
 * @example
 * ```ts
 * measuredTimeMs({ responseTimeMs: 420, latencyMs: 900 }); // 420
 * measuredTimeMs({ latencyMs: 900 });                      // 900
 * measuredTimeMs({ traceId: "tr_1" });                     // undefined
 * ```
 */
export function measuredTimeMs(metadata: GraderMetadata): number | undefined {
  for (const value of [metadata.responseTimeMs, metadata.latencyMs]) {
    if (typeof value === "number" && Number.isFinite(value)) return value;
  }
  return undefined;
}

/** response_time: the measured time (metadata.responseTimeMs, else latencyMs) is at most maxMs. */
export const responseTimeGrader: Grader = {
  type: "response_time",
  prepare(raw, field) {
    const config = configObject(raw, field, ["maxMs"]);
    const maxMs = config.maxMs;
    if (typeof maxMs !== "number" || !Number.isFinite(maxMs) || maxMs < 0) {
      badRequest(`${field}.maxMs`, "is required (a non-negative number of milliseconds)");
    }
    return (_output, metadata) => {
      const time = measuredTimeMs(metadata);
      if (time === undefined) {
        return { passed: false, detail: "metadata.responseTimeMs (or latencyMs) is missing" };
      }
      return { passed: time <= maxMs, detail: `${time} ms (max ${maxMs} ms)` };
    };
  },
};
