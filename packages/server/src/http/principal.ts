export const PERMISSIONS = ["read", "write", "delete"] as const;
export type Permission = (typeof PERMISSIONS)[number];

export const ROLES = ["admin", "member"] as const;
export type Role = (typeof ROLES)[number];

/** Lowest first: a later tier outranks an earlier one. */
export const TIERS = ["free", "starter", "professional", "enterprise", "unlimited"] as const;
export type Tier = (typeof TIERS)[number];

/** A tier's place in TIERS; a tier this build does not know ranks above them all. */
export function tierRank(tier: string): number {
  const rank = (TIERS as readonly string[]).indexOf(tier);
  return rank === -1 ? TIERS.length : rank;
}

/** How a request authenticated; absent means an API key. */
export type AuthMethod = "api_key" | "session";

/**
 * Who is calling: resolved from the API key (or the browser session cookie) on every
 * authenticated request.
 */
export interface Principal {
  /** The API key's id, or the browser session's id (rate limits, idempotency and caches key on it). */
  keyId: string;
  companyId: string;
  userId: string;
  role: Role;
  permissions: readonly Permission[];
  /** When set, the caller reaches only this agent's data; other agents answer 404. */
  agentId: string | null;
  tier: Tier;
  expiresAt: string | null;
  /** "session" for a browser session cookie; absent or "api_key" for a key. */
  authMethod?: AuthMethod;
}

export interface TierLimit {
  perMinute: number;
  burst: number;
}

/** Token-bucket rates per key tier (DESIGN.md); `unlimited` has none. */
export const TIER_LIMITS: Record<Tier, TierLimit | null> = {
  free: { perMinute: 10, burst: 20 },
  starter: { perMinute: 60, burst: 100 },
  professional: { perMinute: 300, burst: 500 },
  enterprise: { perMinute: 1000, burst: 2000 },
  unlimited: null,
};

const FREE_FEATURES = ["traces", "guardrails", "deterministic_graders", "rule_based_analysis"];
const STARTER_FEATURES = [...FREE_FEATURES, "fast_llm_analysis", "evaluations", "webhooks"];
const PROFESSIONAL_FEATURES = [
  ...STARTER_FEATURES,
  "full_llm_analysis",
  "human_review",
  "compliance",
];
const ENTERPRISE_FEATURES = [...PROFESSIONAL_FEATURES, "deep_analysis", "sso"];

/** What each tier unlocks (each tier has all of the one below); reported by validate-key. */
export const TIER_FEATURES: Record<Tier, readonly string[]> = {
  free: FREE_FEATURES,
  starter: STARTER_FEATURES,
  professional: PROFESSIONAL_FEATURES,
  enterprise: ENTERPRISE_FEATURES,
  unlimited: ENTERPRISE_FEATURES,
};
