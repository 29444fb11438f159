import type { z } from "@hono/zod-openapi";
import type { Deps } from "../../context";
import { ForbiddenError } from "../../http/errors";
import { offsetOf } from "../../http/paging";
import type { Principal } from "../../http/principal";
import { listUsage, summarizeUsage } from "../../llm/usage";
import type { ListLlmUsageQuery, LlmUsageSummary, UsageFilterQuery } from "./schemas";

export type LlmUsageDeps = Pick<Deps, "database" | "config">;

/** Token usage is a company's spending: only its admins read it. */
function requireAdmin(principal: Principal): void {
  if (principal.role !== "admin") throw new ForbiddenError("LLM usage needs the admin role");
}

/** The company's provider calls, newest first. */
export async function list(
  { database }: LlmUsageDeps,
  principal: Principal,
  query: z.infer<typeof ListLlmUsageQuery>,
) {
  requireAdmin(principal);
  const { page, limit, ...filter } = query;
  const { rows, total } = await listUsage(database.db, principal.companyId, {
    ...filter,
    limit,
    offset: offsetOf({ page, limit }),
  });
  return { rows: rows.map(({ companyId: _company, ...row }) => row), total };
}

/** The company's totals, and per purpose, model and kind. */
export async function summary(
  { database, config }: LlmUsageDeps,
  principal: Principal,
  filter: z.infer<typeof UsageFilterQuery>,
): Promise<z.infer<typeof LlmUsageSummary>> {
  requireAdmin(principal);
  const byPurpose = await summarizeUsage(database.db, principal.companyId, filter);
  const totals = { calls: 0, cachedCalls: 0, errorCalls: 0, promptTokens: 0, completionTokens: 0 };
  for (const row of byPurpose) {
    for (const key of Object.keys(totals) as (keyof typeof totals)[]) totals[key] += row[key];
  }
  const { baseUrl, model, embeddingModel } = config.llm;
  const configured = Boolean(baseUrl && model);
  return {
    provider: {
      configured,
      model: configured ? (model ?? null) : null,
      embeddingModel: configured ? (embeddingModel ?? null) : null,
    },
    totals,
    byPurpose,
  };
}
