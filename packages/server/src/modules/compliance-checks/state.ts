/** Reads what the compliance policy judges, from the deployment's real state. */
import type { Deps } from "../../context";
import { toNumber } from "../../db/sql";
import { verifyCompanyChain } from "../audit/service";
import { readSettings } from "../compliance-settings/cache";
import { overdueDsrs } from "../privacy/dsr-service";
import type { ComplianceState } from "./policy";

export type ChecksDeps = Pick<Deps, "database" | "clock" | "config" | "llm">;

const ROTATION_DAYS = 90;

async function countOf(query: {
  executeTakeFirst(): Promise<{ n: unknown } | undefined>;
}): Promise<number> {
  return toNumber((await query.executeTakeFirst())?.n ?? 0);
}

export async function readState(deps: ChecksDeps, companyId: string): Promise<ComplianceState> {
  const db = deps.database.db;
  const now = deps.clock.now();
  const at = now.toISOString();
  const today = at.slice(0, 10);
  const rotationCutoff = new Date(now.getTime() - ROTATION_DAYS * 86_400_000).toISOString();
  const settings = await readSettings(deps.database, companyId);
  const chain = await verifyCompanyChain(deps.database, companyId);
  const liveKeys = db
    .selectFrom("api_keys")
    .select((eb) => eb.fn.countAll().as("n"))
    .where("company_id", "=", companyId)
    .where("revoked_at", "is", null)
    .where((eb) => eb.or([eb("expires_at", "is", null), eb("expires_at", ">", at)]));
  return {
    encryptionKeyFromEnv: deps.config.encryptionKey !== undefined,
    dev: deps.config.dev,
    retentionDays: settings.retentionDays,
    redactOnIngest: settings.redact,
    auditChainIntact: chain.intact,
    auditEntries: chain.entries,
    healthcareAgents: await countOf(
      db
        .selectFrom("agents")
        .select((eb) => eb.fn.countAll().as("n"))
        .where("company_id", "=", companyId)
        .where("industry", "=", "healthcare"),
    ),
    currentBaas: await countOf(
      db
        .selectFrom("baa_agreements")
        .select((eb) => eb.fn.countAll().as("n"))
        .where("company_id", "=", companyId)
        .where("status", "=", "active")
        .where((eb) =>
          eb.or([eb("expiration_date", "is", null), eb("expiration_date", ">=", today)]),
        ),
    ),
    overdueDsrs: (await overdueDsrs(deps, companyId, now)).length,
    keysNeverRotated: await countOf(
      liveKeys.where("rotated_at", "is", null).where("created_at", "<", rotationCutoff),
    ),
    keysNeverExpiring: await countOf(liveKeys.where("expires_at", "is", null)),
    insecureWebhooks: await countOf(
      db
        .selectFrom("webhooks")
        .select((eb) => eb.fn.countAll().as("n"))
        .where("company_id", "=", companyId)
        .where("is_active", "=", 1)
        .where("url", "like", "http:%"),
    ),
    admins: await countOf(
      db
        .selectFrom("api_keys")
        .select((eb) => eb.fn.count("user_id").distinct().as("n"))
        .where("company_id", "=", companyId)
        .where("role", "=", "admin")
        .where("revoked_at", "is", null),
    ),
  };
}
