/**
 * Naming a cluster with the configured model: the traces nearest its centroid go to the model
 * (temperature 0, structured output), which answers a name, a description, the root cause and a
 * suggested fix. Without a provider the rule-based name and fix stand.
 */
import { z } from "zod";
import { parseJson, toNumber } from "../../db/sql";
import type { JobHandler } from "../../jobs/worker";
import { likeness } from "./assign";
import type { PatternsDeps } from "./cluster-job";
import { NAMING_SAMPLE } from "./policy";
import type { IdfState, Sparse } from "./vector";

const NamingAnswer = z.object({
  name: z.string().min(1).max(200),
  description: z.string().max(2_000),
  rootCause: z.string().max(4_000),
  suggestedFix: z.object({
    type: z.string().min(1).max(50),
    description: z.string().max(2_000),
    priority: z.enum(["low", "medium", "high", "critical"]),
    estimatedImpact: z.string().max(500),
  }),
});

/** Members read to find the nearest ones (the newest; old members rarely change the answer). */
const MEMBERS_READ = 500;

const INSTRUCTIONS = `You name clusters of failed AI agent traces for an on-call engineer.
Given the failures nearest the cluster's centre, answer JSON with:
- name: a short title of the failure pattern (max 8 words)
- description: one or two sentences on what fails
- rootCause: the most likely root cause, citing the evidence
- suggestedFix: {type (retry_policy, rate_limit, tool_validation, retrieval, prompt, code or config), description, priority (low, medium, high, critical), estimatedImpact}`;

/** Names the cluster with the model; answers false when there is nothing to do. */
export async function nameCluster(
  deps: Pick<PatternsDeps, "database" | "clock" | "llm">,
  clusterId: string,
): Promise<boolean> {
  const db = deps.database.db;
  const cluster = await db
    .selectFrom("pattern_clusters")
    .selectAll()
    .where("id", "=", clusterId)
    .where("merged_into", "is", null)
    .executeTakeFirst();
  if (!cluster || !deps.llm.configured) return false;
  const stateRow = await db
    .selectFrom("pattern_state")
    .select(["docs", "df"])
    .where("company_id", "=", cluster.company_id)
    .executeTakeFirst();
  const state: IdfState = {
    docs: toNumber(stateRow?.docs ?? 0),
    df: parseJson<Sparse>(stateRow?.df, {}),
  };
  const centroid = {
    centroid: parseJson<Sparse>(cluster.centroid, {}),
    embedding: parseJson<number[] | null>(cluster.embedding, null),
  };
  const members = await db
    .selectFrom("pattern_members")
    .innerJoin("traces", "traces.id", "pattern_members.trace_id")
    .select([
      "pattern_members.trace_id",
      "pattern_members.failure_reason",
      "pattern_members.vector",
      "pattern_members.embedding",
      "traces.user_message",
      "traces.agent_response",
    ])
    .where("pattern_members.cluster_id", "=", clusterId)
    .orderBy("pattern_members.occurred_at", "desc")
    .limit(MEMBERS_READ)
    .execute();
  const nearest = members
    .map((member) => ({
      member,
      score: likeness(
        {
          vector: parseJson<Sparse>(member.vector, {}),
          embedding: parseJson<number[] | null>(member.embedding, null),
        },
        centroid,
        state,
      ).score,
    }))
    .sort((a, b) => b.score - a.score || (a.member.trace_id < b.member.trace_id ? -1 : 1))
    .slice(0, NAMING_SAMPLE);
  const evidence = nearest
    .map(
      ({ member }, i) =>
        `Failure ${i + 1}\nerror: ${member.failure_reason.slice(0, 500)}\nuser: ${member.user_message.slice(0, 500)}\nagent: ${member.agent_response.slice(0, 500)}`,
    )
    .join("\n\n");
  const answer = await deps.llm.chat({
    companyId: cluster.company_id,
    purpose: "patterns.name",
    temperature: 0,
    messages: [
      { role: "system", content: INSTRUCTIONS },
      {
        role: "user",
        content: `Cluster of ${toNumber(cluster.trace_count)} failures; signature: ${cluster.name}\n\n${evidence}`,
      },
    ],
    output: { name: "cluster_naming", schema: NamingAnswer },
  });
  const value = answer.value;
  await db
    .updateTable("pattern_clusters")
    .set({
      name: value.name,
      description: value.description,
      root_cause: value.rootCause,
      suggested_fix: JSON.stringify({ ...value.suggestedFix, affectedDocuments: [] }),
      named_by: "llm",
      named_trace_count: Math.max(1, toNumber(cluster.trace_count)),
      updated_at: deps.clock.now().toISOString(),
    })
    .where("id", "=", clusterId)
    .execute();
  return true;
}

/** The `patterns.name` job handler: a provider failure retries (a few times), with backoff. */
export function nameJob(deps: PatternsDeps): JobHandler<{ clusterId: string }> {
  return async (job) => {
    await nameCluster(deps, job.payload.clusterId);
    return undefined;
  };
}
