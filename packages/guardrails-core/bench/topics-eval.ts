/**
 * Scores the topic scanner on a topic evaluation set: every text scanned with the built-in
 * topics at the default threshold; a text is right when the topics found are exactly its own.
 */
import { scan } from "../src/index";
import type { TopicSample } from "./topics-corpus";

export const BUILT_IN = ["medical_advice", "legal_advice", "financial_advice"] as const;

export interface TopicRow {
  sample: TopicSample;
  found: string[];
}

export interface TopicScore {
  topic: string;
  tp: number;
  fp: number;
  fn: number;
}

export interface TopicEvaluation {
  rows: TopicRow[];
  correct: number;
  perTopic: TopicScore[];
  hardNegativesFlagged: TopicRow[];
  misses: TopicRow[];
}

function detected(text: string): string[] {
  const res = scan({
    input: text,
    scanners: ["topic"],
    config: { topic: { topics: [...BUILT_IN] } },
  });
  return [...new Set(res.results.topic?.findings.map((f) => f.type) ?? [])].sort();
}

function right(row: TopicRow): boolean {
  return row.found.join() === (row.sample.topic ?? "");
}

export function evaluateTopics(samples: readonly TopicSample[]): TopicEvaluation {
  const rows = samples.map((sample) => ({ sample, found: detected(sample.text) }));
  const perTopic = BUILT_IN.map((topic) => ({
    topic,
    tp: rows.filter((r) => r.sample.topic === topic && r.found.includes(topic)).length,
    fp: rows.filter((r) => r.sample.topic !== topic && r.found.includes(topic)).length,
    fn: rows.filter((r) => r.sample.topic === topic && !r.found.includes(topic)).length,
  }));
  return {
    rows,
    correct: rows.filter(right).length,
    perTopic,
    hardNegativesFlagged: rows.filter(
      (r) => r.sample.kind === "hard_negative" && r.found.length > 0,
    ),
    misses: rows.filter((r) => !right(r)),
  };
}
