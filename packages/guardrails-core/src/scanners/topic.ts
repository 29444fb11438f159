import { badRequest } from "../errors";
import { findKeywordHits, type PreparedKeyword, prepareKeywords } from "../text/keyword-search";
import { placeholderFor } from "../text/mask";
import { foldKeyword } from "../text/normalize";
import { resolveOverlaps } from "../text/spans";
import { configObject, integer, list, member, oneOf, stringList, text } from "./config";
import type { Scanner, ScannerFinding } from "./scanner";
import { BUILT_IN_TOPICS, TOPIC_LEXICON } from "./topic-lexicon";

const ACTIONS = ["block", "redact", "flag"] as const;

interface Topic {
  name: string;
  keywords: PreparedKeyword[];
}

function customTopics(raw: unknown, field: string): Topic[] {
  return list(raw, field, false, 50).map((item, i) => {
    const t = configObject(item, `${field}[${i}]`, ["name", "keywords"]);
    const name = text(t.name, `${field}[${i}].name`, 100);
    const keywords = stringList(t.keywords, `${field}[${i}].keywords`, true, 1000);
    if (keywords.length === 0) badRequest(`${field}[${i}].keywords`, "must not be empty");
    return { name, keywords: prepareKeywords(keywords, true) };
  });
}

/** Topic: a topic is present when its distinct keyword matches reach the threshold. */
export const topicScanner: Scanner = {
  name: "topic",
  description:
    "Restricted topics (medical_advice, legal_advice, financial_advice and custom topics): a topic is detected when at least `threshold` distinct topic keywords occur (default 2).",
  prepare(raw, field) {
    const config = configObject(raw, field, ["topics", "customTopics", "threshold", "action"]);
    const names = stringList(config.topics, `${field}.topics`, false, 10);
    const topics: Topic[] = names.map((name, i) => {
      const words = TOPIC_LEXICON[member(name, `${field}.topics[${i}]`, BUILT_IN_TOPICS)];
      return { name, keywords: prepareKeywords(words ?? [], true) };
    });
    topics.push(...customTopics(config.customTopics, `${field}.customTopics`));
    if (topics.length === 0) badRequest(`${field}.topics`, "is required (at least one topic)");
    const threshold = integer(config.threshold, `${field}.threshold`, 1, 100, 2);
    const action = oneOf(config.action, `${field}.action`, ACTIONS, "block");
    return ({ targets, deadline }) => {
      const candidates: ScannerFinding[] = [];
      for (const topic of topics) {
        const hits = targets
          .texts()
          .flatMap((target) =>
            resolveOverlaps(
              findKeywordHits(targets.folded(target, true), topic.keywords, deadline),
            ).map((hit) => ({ ...hit, field: target.field })),
          );
        const distinct = new Set(hits.map((h) => foldKeyword(h.keyword, true)));
        if (distinct.size < threshold) continue;
        for (const hit of hits) {
          candidates.push({
            field: hit.field,
            type: topic.name,
            value: placeholderFor(topic.name),
            start: hit.start,
            end: hit.end,
            confidence: Math.min(1, 0.5 + distinct.size / (2 * (threshold + 2))),
            redact: action === "redact",
          });
        }
      }
      const findings = (["input", "output", "toolCall"] as const).flatMap((field) =>
        resolveOverlaps(candidates.filter((f) => f.field === field)),
      );
      return { action: findings.length > 0 ? action : "pass", findings };
    };
  },
};
