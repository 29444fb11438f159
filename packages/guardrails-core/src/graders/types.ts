import type { Deadline } from "../deadline";

/** Rule types of the deterministic graders. */
export type GraderRuleType =
  | "length"
  | "keywords"
  | "json_valid"
  | "regex"
  | "no_pii"
  | "response_time";

/** One rule to evaluate: a type and its config. */
export interface GraderRule {
  type: GraderRuleType | string;
  config?: Record<string, unknown>;
}

/**
 * Metadata of the evaluated output. response_time reads the measured time: `responseTimeMs`
 * when given, else `latencyMs`.
 */
export interface GraderMetadata {
  traceId?: string;
  agentId?: string;
  /** The measured response time in milliseconds; wins over `latencyMs`. */
  responseTimeMs?: number;
  /** The output's latency in milliseconds (a trace's latencyMs). */
  latencyMs?: number;
}

/** Outcome of one rule: `rule` is the rule type. */
export interface GraderResult {
  rule: string;
  passed: boolean;
  detail: string;
}

/** Body of POST /api/deterministic-graders/evaluate. */
export interface EvaluateRequest {
  output: string;
  rules: GraderRule[];
  metadata?: GraderMetadata;
}

/** Response data of POST /api/deterministic-graders/evaluate. */
export interface EvaluateResponse {
  passed: boolean;
  /** Fraction of rules passed, 0-1. */
  score: number;
  results: GraderResult[];
  metadata: {
    traceId: string | null;
    agentId: string | null;
    evaluatedAt: string;
    durationMs: number;
  };
}

/** One item of a bulk evaluation. */
export interface BulkEvaluateItem {
  id: string;
  output: string;
  rules: GraderRule[];
  metadata?: GraderMetadata;
}

/** Body of POST /api/deterministic-graders/bulk-evaluate. */
export interface BulkEvaluateRequest {
  items: BulkEvaluateItem[];
}

/** Response data of POST /api/deterministic-graders/bulk-evaluate. */
export interface BulkEvaluateResponse {
  totalItems: number;
  passed: number;
  failed: number;
  results: Array<{ id: string; passed: boolean; score: number; results: GraderResult[] }>;
  summary: { passRate: number; avgScore: number; durationMs: number };
}

/** Runtime hooks for graders; tests pass fixed clocks. */
export interface GraderEnvironment {
  /** Monotonic milliseconds for durations and deadlines. */
  now?: () => number;
  /** Wall clock for evaluatedAt. */
  date?: () => Date;
  /** Budget per rule in milliseconds (user regexes); default 5000. */
  ruleTimeoutMs?: number;
}

/** A rule with its config validated and bound. */
export type PreparedGrader = (
  output: string,
  metadata: GraderMetadata,
  deadline: Deadline,
) => { passed: boolean; detail: string };

/** One grader module; `prepare` throws GuardrailsError for a bad config. */
export interface Grader {
  readonly type: GraderRuleType;
  prepare(config: unknown, field: string): PreparedGrader;
}
