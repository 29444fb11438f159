import { badRequest } from "../errors";
import { configObject } from "../scanners/config";
import type { Grader } from "./types";

/** response_time: metadata.latencyMs is at most maxMs. */
export const responseTimeGrader: Grader = {
  type: "response_time",
  prepare(raw, field) {
    const config = configObject(raw, field, ["maxMs"]);
    const maxMs = config.maxMs;
    if (typeof maxMs !== "number" || !Number.isFinite(maxMs) || maxMs < 0) {
      badRequest(`${field}.maxMs`, "is required (a non-negative number of milliseconds)");
    }
    return (_output, metadata) => {
      const latency = metadata.latencyMs;
      if (typeof latency !== "number" || !Number.isFinite(latency)) {
        return { passed: false, detail: "metadata.latencyMs is missing" };
      }
      return { passed: latency <= maxMs, detail: `${latency} ms (max ${maxMs} ms)` };
    };
  },
};
