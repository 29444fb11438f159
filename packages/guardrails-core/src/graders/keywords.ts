import { badRequest } from "../errors";
import { bool, configObject, stringList } from "../scanners/config";
import { findKeywordHits, prepareKeywords } from "../text/keyword-search";
import { foldText } from "../text/normalize";
import type { Grader } from "./types";

/** keywords: every required keyword present and no prohibited one, as whole words. */
export const keywordsGrader: Grader = {
  type: "keywords",
  prepare(raw, field) {
    const config = configObject(raw, field, ["required", "prohibited", "caseSensitive"]);
    const required = stringList(config.required, `${field}.required`, false);
    const prohibited = stringList(config.prohibited, `${field}.prohibited`, false);
    if (required.length === 0 && prohibited.length === 0) {
      badRequest(field, "needs required or prohibited keywords");
    }
    const caseFold = !bool(config.caseSensitive, `${field}.caseSensitive`, false);
    const req = prepareKeywords(required, caseFold);
    const pro = prepareKeywords(prohibited, caseFold);
    return (output, _metadata, deadline) => {
      const folded = foldText(output, caseFold);
      const present = new Set(findKeywordHits(folded, req, deadline).map((h) => h.keyword));
      const missing = required.filter((k) => !present.has(k));
      const found = [...new Set(findKeywordHits(folded, pro, deadline).map((h) => h.keyword))];
      const problems = [
        missing.length > 0 ? `missing required: ${missing.join(", ")}` : "",
        found.length > 0 ? `found prohibited: ${found.join(", ")}` : "",
      ].filter(Boolean);
      return {
        passed: problems.length === 0,
        detail:
          problems.join("; ") ||
          `all ${required.length} required present, none of ${prohibited.length} prohibited`,
      };
    };
  },
};
