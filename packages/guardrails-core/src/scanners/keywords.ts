import { findKeywordHits, prepareKeywords } from "../text/keyword-search";
import { resolveOverlaps } from "../text/spans";
import { bool, configObject, oneOf, stringList } from "./config";
import type { Scanner, ScannerFinding } from "./scanner";

const ACTIONS = ["block", "redact", "flag"] as const;

/** Keywords: whole-word matches after Unicode folding, so look-alikes do not evade the list. */
export const keywordsScanner: Scanner = {
  name: "keywords",
  description:
    "Banned words and phrases as whole words, case-insensitive by default, after NFKC-style folding of full-width, homoglyph, accented and zero-width-split text.",
  prepare(raw, field) {
    const config = configObject(raw, field, ["keywords", "caseSensitive", "action"]);
    const keywords = stringList(config.keywords, `${field}.keywords`, true, 5000);
    const caseSensitive = bool(config.caseSensitive, `${field}.caseSensitive`, false);
    const action = oneOf(config.action, `${field}.action`, ACTIONS, "block");
    const prepared = prepareKeywords(keywords, !caseSensitive);
    return ({ targets, deadline }) => {
      const findings: ScannerFinding[] = [];
      for (const target of targets.texts()) {
        const folded = targets.folded(target, !caseSensitive);
        for (const hit of resolveOverlaps(findKeywordHits(folded, prepared, deadline))) {
          findings.push({
            field: target.field,
            type: "keyword",
            value: "[KEYWORD]",
            start: hit.start,
            end: hit.end,
            confidence: 1,
            redact: action === "redact",
          });
        }
      }
      return { action: findings.length > 0 ? action : "pass", findings };
    };
  },
};
