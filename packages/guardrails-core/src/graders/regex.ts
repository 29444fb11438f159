import { bool, configObject } from "../scanners/config";
import { compileUserPattern } from "../scanners/regex";
import type { Grader } from "./types";

/** regex: the output matches the pattern (shouldMatch true, default) or does not. */
export const regexGrader: Grader = {
  type: "regex",
  prepare(raw, field) {
    const config = configObject(raw, field, ["pattern", "shouldMatch", "flags"]);
    const regex = compileUserPattern(config.pattern, `${field}.pattern`, config.flags);
    const shouldMatch = bool(config.shouldMatch, `${field}.shouldMatch`, true);
    return (output, _metadata, deadline) => {
      const matched = regex.test(output, deadline);
      return {
        passed: matched === shouldMatch,
        detail: `pattern ${matched ? "matched" : "did not match"} (shouldMatch ${shouldMatch})`,
      };
    };
  },
};
