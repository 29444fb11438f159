/**
 * The clustering policy in one place: thresholds, severities, and the rule-based root cause and
 * fix a cluster carries until (or without) a model naming it. Pure functions.
 */

/** A failure joins the nearest cluster whose centroid is at least this similar (IDF cosine). */
export const JOIN_THRESHOLD = 0.5;
/** With embeddings, the embedding cosine a failure needs to join. */
export const EMBEDDING_JOIN_THRESHOLD = 0.85;
/** Two clusters of one agent whose centroids are this similar become one (the older id stays). */
export const MERGE_THRESHOLD = 0.7;
/** Failures one clustering job takes; more wait for the next job it enqueues. */
export const CLUSTER_BATCH = 100;
/** How long after clustering activity the merge pass runs (once per company per wait). */
export const MERGE_DELAY_MS = 5 * 60_000;
/** Terms a cluster keeps, and how many become its commonPatterns. */
export const KEPT_TERMS = 100;
export const COMMON_PATTERNS = 5;
/** Member traces a model reads to name a cluster: those nearest the centroid. */
export const NAMING_SAMPLE = 5;
/** A named cluster is named again once it has grown by this factor. */
export const RENAME_GROWTH = 2;

export type Severity = "low" | "medium" | "high" | "critical";

/** Severity by how often it happens and how widely: more traces and agents, higher. */
export function severityFor(occurrences: number, agents = 1): Severity {
  if (occurrences >= 100 || agents >= 3) return "critical";
  if (occurrences >= 25 || agents >= 2) return "high";
  if (occurrences >= 5) return "medium";
  return "low";
}

export interface SuggestedFix {
  type: "retry_policy" | "rate_limit" | "tool_validation" | "retrieval" | "prompt" | "code";
  description: string;
  priority: "low" | "medium" | "high" | "critical";
  estimatedImpact: string;
  affectedDocuments: string[];
}

const FIX_RULES: readonly [RegExp, Omit<SuggestedFix, "priority" | "affectedDocuments">][] = [
  [
    /rate.?limit|429|quota|too many requests/i,
    {
      type: "rate_limit",
      description:
        "Throttle calls to the provider and retry 429 answers after their Retry-After, with backoff",
      estimatedImpact: "removes most failures of this pattern",
    },
  ],
  [
    /timeout|timed? ?out|deadline|504/i,
    {
      type: "retry_policy",
      description: "Raise the timeout of the failing call and retry it with backoff",
      estimatedImpact: "removes the transient share of these failures",
    },
  ],
  [
    /valid|schema|argument|parameter|parse|json|type ?error|value ?error|unknown/i,
    {
      type: "tool_validation",
      description: "Validate tool arguments against the tool's schema before calling it",
      estimatedImpact: "turns these failures into recoverable validation messages",
    },
  ],
  [
    /retriev|document|context|index|vector|search|not found|404/i,
    {
      type: "retrieval",
      description: "Check the retrieval step: the documents it needs are missing or not found",
      estimatedImpact: "fixes answers that lacked their source documents",
    },
  ],
  [
    /refus|cannot help|policy|hallucinat|wrong answer|incorrect/i,
    {
      type: "prompt",
      description: "Tighten the system prompt for this kind of request and add an example",
      estimatedImpact: "improves answers of this kind",
    },
  ],
];

/** The rule-based fix for a cluster whose dominant signature reads `signatureText`. */
export function ruleBasedFix(signatureText: string, severity: Severity): SuggestedFix {
  const match = FIX_RULES.find(([pattern]) => pattern.test(signatureText));
  const fix = match?.[1] ?? {
    type: "code" as const,
    description: "Handle this error where it is raised; the signature names the failing spans",
    estimatedImpact: "removes this failure pattern",
  };
  return { ...fix, priority: severity, affectedDocuments: [] };
}

/** The rule-based root cause: the dominant signature and where it happens. */
export function ruleBasedRootCause(signatureDescription: string, share: number): string {
  return `${Math.round(share * 100)}% of these failures raise ${signatureDescription}`;
}
