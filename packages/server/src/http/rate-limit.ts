import { sql } from "kysely";
import type { Database } from "../db/database";
import type { TierLimit } from "./principal";

export interface BucketState {
  tokens: number;
  updatedMs: number;
}

export interface RateDecision {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Unix seconds when the bucket is full again. */
  resetAt: number;
  /** Seconds until one token is available (0 when allowed). */
  retryAfter: number;
}

/**
 * Token bucket: `burst` tokens at most, refilled at `perMinute / 60` per second; a request
 * takes one. Pure: the caller stores the returned state.
 */
export function takeToken(
  state: BucketState | undefined,
  rule: TierLimit,
  nowMs: number,
): { state: BucketState; decision: RateDecision } {
  const perMs = rule.perMinute / 60_000;
  const elapsed = state ? Math.max(0, nowMs - state.updatedMs) : 0;
  const available = state ? Math.min(rule.burst, state.tokens + elapsed * perMs) : rule.burst;
  const allowed = available >= 1;
  const tokens = allowed ? available - 1 : available;
  return { state: { tokens, updatedMs: nowMs }, decision: decide(rule, tokens, allowed, nowMs) };
}

function decide(rule: TierLimit, tokens: number, allowed: boolean, nowMs: number): RateDecision {
  const perMs = rule.perMinute / 60_000;
  return {
    allowed,
    limit: rule.perMinute,
    remaining: Math.max(0, Math.floor(tokens)),
    resetAt: Math.ceil((nowMs + (rule.burst - tokens) / perMs) / 1000),
    retryAfter: allowed ? 0 : Math.max(1, Math.ceil((1 - tokens) / perMs / 1000)),
  };
}

export interface RateLimiter {
  take(bucket: string, rule: TierLimit, nowMs: number): Promise<RateDecision> | RateDecision;
}

/** Per-process buckets (the SQLite default: one process owns the database). */
export function memoryRateLimiter(maxBuckets = 100_000): RateLimiter {
  const buckets = new Map<string, BucketState>();
  return {
    take(bucket, rule, nowMs) {
      const { state, decision } = takeToken(buckets.get(bucket), rule, nowMs);
      if (buckets.size >= maxBuckets && !buckets.has(bucket)) {
        const oldest = buckets.keys().next().value;
        if (oldest !== undefined) buckets.delete(oldest);
      }
      buckets.set(bucket, state);
      return decision;
    },
  };
}

/**
 * Buckets shared by every replica through PostgreSQL: one statement locks the bucket row,
 * refills it, takes a token when one is there, and reports what was available.
 */
export function postgresRateLimiter(database: Database): RateLimiter {
  return {
    async take(bucket, rule, nowMs) {
      const perMs = rule.perMinute / 60_000;
      const result = await sql<{ available: number; tokens: number }>`
        with current as (
          select tokens, updated_ms from rate_limit_buckets where bucket_key = ${bucket} for update
        ), calc as (
          select coalesce(
            (select least(${rule.burst}::double precision,
               tokens + greatest(0, ${nowMs}::bigint - updated_ms) * ${perMs}::double precision)
             from current),
            ${rule.burst}::double precision) as available
        ), saved as (
          insert into rate_limit_buckets (bucket_key, tokens, updated_ms)
          select ${bucket}, case when available >= 1 then available - 1 else available end,
                 ${nowMs}::bigint
          from calc
          on conflict (bucket_key) do update
            set tokens = excluded.tokens, updated_ms = excluded.updated_ms
          returning tokens
        )
        select (select available from calc) as available, (select tokens from saved) as tokens
      `.execute(database.db);
      const row = result.rows[0];
      const available = Number(row?.available ?? rule.burst);
      return decide(rule, Number(row?.tokens ?? 0), available >= 1, nowMs);
    },
  };
}
