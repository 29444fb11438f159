import { badRequest } from "../errors";
import { findKeywordHits, type PreparedKeyword, prepareKeywords } from "../text/keyword-search";
import { placeholderFor } from "../text/mask";
import { foldKeyword } from "../text/normalize";
import { resolveOverlaps } from "../text/spans";
import { configObject, integer, list, member, oneOf, stringList, text } from "./config";
import type { Scanner, ScannerFinding } from "./scanner";
import {
  BUILT_IN_TOPICS,
  CUE_GROUP,
  CUE_WEIGHT,
  PERSON_WORDS,
  REQUEST_CUES,
  REQUEST_WEIGHT,
  SPEAKER_GROUP,
  TOPIC_LEXICON,
  weightedTerms,
} from "./topic-lexicon";
import { findTermHits, indexTerms, type TermIndex } from "./topic-matcher";

const ACTIONS = ["block", "redact", "flag"] as const;

type Field = "input" | "output" | "toolCall";

interface Hit {
  field: Field;
  keyword: string;
  weight: number;
  start: number;
  end: number;
}

interface CustomTopic {
  name: string;
  keywords: PreparedKeyword[];
}

function customTopics(raw: unknown, field: string): CustomTopic[] {
  return list(raw, field, false, 50).map((item, i) => {
    const t = configObject(item, `${field}[${i}]`, ["name", "keywords"]);
    const name = text(t.name, `${field}[${i}].name`, 100);
    const keywords = stringList(t.keywords, `${field}[${i}].keywords`, true, 1000);
    if (keywords.length === 0) badRequest(`${field}[${i}].keywords`, "must not be empty");
    return { name, keywords: prepareKeywords(keywords, true) };
  });
}

const EMPTY = { requests: [], terms: [], generic: [] };
const indexes = new Map<string, TermIndex>();

/**
 * Built-in topics and the request cues in one index, so a text's words are walked once. The
 * lexicons are constant, so an index is built once per set of topics and shared by every config
 * (scan() prepares its config on each call).
 */
function builtInIndex(names: readonly string[]): TermIndex {
  const key = [...new Set(names)].sort().join();
  let index = indexes.get(key);
  if (!index) {
    const unique = key.split(",");
    const terms = unique.flatMap((name) => weightedTerms(name, TOPIC_LEXICON[name] ?? EMPTY));
    terms.push(...REQUEST_CUES.map((term) => ({ term, weight: CUE_WEIGHT, group: CUE_GROUP })));
    terms.push(...PERSON_WORDS.map((term) => ({ term, weight: 0, group: SPEAKER_GROUP })));
    index = indexTerms(terms);
    indexes.set(key, index);
  }
  return index;
}

function inside(cue: Hit, hit: Hit): boolean {
  return cue.field === hit.field && hit.start <= cue.start && cue.end <= hit.end;
}

/**
 * A topic's score: the weights of its distinct terms (a phrase and a word inside it count once,
 * outer wins), plus the cue weight once when an advice cue occurs other than inside one of
 * those terms ("should i" in "should i invest"). Cues
 * alone score nothing.
 */
function topicScore(hits: readonly Hit[], cues: readonly Hit[]): number {
  if (hits.length === 0) return 0;
  const distinct = new Map<string, number>();
  for (const h of hits) distinct.set(foldKeyword(h.keyword, true), h.weight);
  let score = 0;
  for (const w of distinct.values()) score += w;
  if (cues.some((c) => !hits.some((h) => inside(c, h)))) score += CUE_WEIGHT;
  return score;
}

/**
 * Topic: a topic is present when the weighted count of its distinct matches reaches the
 * threshold. Custom keywords weigh 1 each; built-in lexicon entries weigh 2 (advice-request
 * phrases), 1 (domain terms) or 0.5 (generic words), an advice cue ("should I", "?") adds 1,
 * and a built-in topic needs a text that asks or speaks in the first or second person.
 *
 * @example
 * scan({ input: "is it safe to stop my antibiotics early", scanners: ["topic"],
 *   config: { topic: { topics: ["medical_advice"] } } }).action; // "block"
 */
export const topicScanner: Scanner = {
  name: "topic",
  description:
    "Restricted topics (medical_advice, legal_advice, financial_advice and custom topics): a topic is detected when its distinct keyword matches reach `threshold` (default 2); built-in entries are weighted.",
  prepare(raw, field) {
    const config = configObject(raw, field, ["topics", "customTopics", "threshold", "action"]);
    const names = stringList(config.topics, `${field}.topics`, false, 10).map((name, i) =>
      member(name, `${field}.topics[${i}]`, BUILT_IN_TOPICS),
    );
    const custom = customTopics(config.customTopics, `${field}.customTopics`);
    if (names.length + custom.length === 0) {
      badRequest(`${field}.topics`, "is required (at least one topic)");
    }
    const threshold = integer(config.threshold, `${field}.threshold`, 1, 100, 2);
    const action = oneOf(config.action, `${field}.action`, ACTIONS, "block");
    const index = names.length > 0 ? builtInIndex(names) : undefined;
    return ({ targets, deadline }) => {
      // built-in topics first, then custom ones, each with its own hits even if names repeat
      const byTopic: Hit[][] = [...names, ...custom].map(() => []);
      const cues: Hit[] = [];
      let speaks = false;
      for (const target of targets.texts()) {
        const folded = targets.folded(target, true);
        const f = target.field as Field;
        if (index) {
          const raw = findTermHits(folded, index, deadline);
          names.forEach((name, i) => {
            const own = raw.filter((h) => h.group === name).map((h) => ({ ...h, field: f }));
            byTopic[i]?.push(...resolveOverlaps(own));
          });
          cues.push(...raw.filter((h) => h.group === CUE_GROUP).map((h) => ({ ...h, field: f })));
          speaks ||= raw.some((h) => h.group === SPEAKER_GROUP);
          const question = folded.text.indexOf("?");
          if (question >= 0) {
            const at = folded.starts[question] as number;
            cues.push({ field: f, keyword: "?", weight: CUE_WEIGHT, start: at, end: at + 1 });
          }
        }
        custom.forEach((topic, i) => {
          const hits = resolveOverlaps(findKeywordHits(folded, topic.keywords, deadline));
          byTopic[names.length + i]?.push(...hits.map((h) => ({ ...h, weight: 1, field: f })));
        });
      }
      const candidates: ScannerFinding[] = [];
      const allNames = [...names, ...custom.map((c) => c.name)];
      for (const [i, hits] of byTopic.entries()) {
        const name = allNames[i] as string;
        const builtIn = i < names.length;
        const score = topicScore(hits, builtIn ? cues : []);
        if (score < threshold) continue;
        if (
          builtIn &&
          !speaks &&
          cues.length === 0 &&
          !hits.some((h) => h.weight >= REQUEST_WEIGHT)
        ) {
          continue;
        }
        for (const hit of hits) {
          candidates.push({
            field: hit.field,
            type: name,
            value: placeholderFor(name),
            start: hit.start,
            end: hit.end,
            confidence: Math.min(1, 0.5 + score / (2 * (threshold + 2))),
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
