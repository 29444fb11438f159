/** The patterns tables (signatures and clusters), as stored (db/schema.ts gives the conventions). */

/** Per company: how many failures were vectorised and in how many of them each bucket occurs. */
export interface PatternStateTable {
  company_id: string;
  docs: number;
  /** JSON {bucket: document frequency}: the IDF of the hashed TF-IDF vectors. */
  df: string;
  updated_at: string;
}

/** Failed traces waiting for the next clustering job (filled by the failure.detected subscriber). */
export interface PatternPendingTable {
  trace_id: string;
  company_id: string;
  agent_id: string;
  created_at: string;
}

/** One error signature: failures with the same type, parameterised message and failing spans. */
export interface PatternSignaturesTable {
  id: string;
  company_id: string;
  fingerprint: string;
  error_type: string;
  template: string;
  /** JSON array: the ordered names of the failing spans. */
  span_names: string;
  name: string;
  description: string;
  severity: string;
  occurrences: number;
  first_seen: string;
  last_seen: string;
  /** JSON array of agent ids. */
  affected_agents: string;
  cluster_id: string | null;
  sample_trace_id: string;
  created_at: string;
  updated_at: string;
}

/** Which agents a signature occurred in (the agentId filter of the signatures list). */
export interface PatternSignatureAgentsTable {
  signature_id: string;
  agent_id: string;
  company_id: string;
  occurrences: number;
  last_seen: string;
}

/** A failure cluster of one agent; its id never changes (a merge keeps the older one). */
export interface PatternClustersTable {
  id: string;
  company_id: string;
  agent_id: string;
  name: string;
  description: string;
  severity: string;
  status: "open" | "resolved" | "investigating";
  trace_count: number;
  first_seen: string;
  last_seen: string;
  /** JSON {bucket: weight}: the running mean of its members' unit TF vectors. */
  centroid: string;
  /** JSON number[] | null: the running mean of its members' embeddings, when there are some. */
  embedding: string | null;
  /** JSON {term: weight}: the strongest terms, for commonPatterns. */
  term_weights: string;
  signature_id: string | null;
  root_cause: string | null;
  /** JSON {type, description, priority, estimatedImpact, affectedDocuments} | null. */
  suggested_fix: string | null;
  named_by: "rules" | "llm";
  /** trace_count when the provider last named it (0: never). */
  named_trace_count: number;
  /** Set when merged into an older cluster: that cluster's id. */
  merged_into: string | null;
  issue_id: string | null;
  created_at: string;
  updated_at: string;
}

/** A failed trace in a cluster, with the vector it joined with. */
export interface PatternMembersTable {
  trace_id: string;
  company_id: string;
  agent_id: string;
  cluster_id: string;
  signature_id: string;
  user_id: string | null;
  failure_reason: string;
  similarity: number;
  /** JSON {bucket: weight}: the unit TF vector. */
  vector: string;
  embedding: string | null;
  occurred_at: string;
  created_at: string;
}

declare module "../../db/schema" {
  interface DB {
    pattern_state: PatternStateTable;
    pattern_pending: PatternPendingTable;
    pattern_signatures: PatternSignaturesTable;
    pattern_signature_agents: PatternSignatureAgentsTable;
    pattern_clusters: PatternClustersTable;
    pattern_members: PatternMembersTable;
  }
}
