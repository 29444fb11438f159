import type { z } from "@hono/zod-openapi";
import type { PiiEntity } from "@vigil/guardrails-core";
import type { Deps } from "../../context";
import { parseJson } from "../../db/sql";
import { ForbiddenError, notFound } from "../../http/errors";
import type { Principal } from "../../http/principal";
import { newId } from "../../lib/ids";
import type { ComplianceScanRulesTable } from "./schema";
import type { CreateScanRuleBody, ScanRule, UpdateScanRuleBody } from "./schemas";

type RuleView = z.infer<typeof ScanRule>;

/** What the scanning services use of the process's Deps. */
export type ScanningDeps = Pick<Deps, "database" | "clock">;

/** Changing what is scanned is the admin's; reading rules and violations is everyone's. */
export function requireAdmin(principal: Principal): void {
  if (principal.role !== "admin") {
    throw new ForbiddenError("Changing compliance scanning needs the admin role");
  }
}

export function ruleView(row: ComplianceScanRulesTable): RuleView {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    isEnabled: Number(row.is_enabled) === 1,
    piiTypes: parseJson<PiiEntity[]>(row.pii_types, []),
    fieldsToScan: parseJson<RuleView["fieldsToScan"]>(row.fields_to_scan, []),
    minConfidence: row.min_confidence,
    autoFlag: Number(row.auto_flag) === 1,
    autoAlert: Number(row.auto_alert) === 1,
    alertSeverity: row.alert_severity,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** The company's enabled rules: what a scan applies. */
export async function enabledRules(
  { database }: Pick<Deps, "database">,
  companyId: string,
): Promise<RuleView[]> {
  const rows = await database.db
    .selectFrom("compliance_scan_rules")
    .selectAll()
    .where("company_id", "=", companyId)
    .where("is_enabled", "=", 1)
    .orderBy("id")
    .execute();
  return rows.map(ruleView);
}

export async function listRules({ database }: ScanningDeps, principal: Principal) {
  const rows = await database.db
    .selectFrom("compliance_scan_rules")
    .selectAll()
    .where("company_id", "=", principal.companyId)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .execute();
  return { rules: rows.map(ruleView) };
}

async function findRule({ database }: ScanningDeps, principal: Principal, id: string) {
  const row = await database.db
    .selectFrom("compliance_scan_rules")
    .selectAll()
    .where("id", "=", id)
    .where("company_id", "=", principal.companyId)
    .executeTakeFirst();
  if (!row) throw notFound("Scan rule", id);
  return row;
}

function newRow(
  principal: Principal,
  body: z.infer<typeof CreateScanRuleBody>,
  at: string,
): ComplianceScanRulesTable {
  return {
    id: newId("rule"),
    company_id: principal.companyId,
    name: body.name,
    description: body.description ?? null,
    is_enabled: body.isEnabled ? 1 : 0,
    pii_types: JSON.stringify(body.piiTypes),
    fields_to_scan: JSON.stringify(body.fieldsToScan),
    min_confidence: body.minConfidence,
    auto_flag: body.autoFlag ? 1 : 0,
    auto_alert: body.autoAlert ? 1 : 0,
    alert_severity: body.alertSeverity,
    created_at: at,
    updated_at: at,
  };
}

export async function createRule(
  deps: ScanningDeps,
  principal: Principal,
  body: z.infer<typeof CreateScanRuleBody>,
): Promise<RuleView> {
  requireAdmin(principal);
  const row = newRow(principal, body, deps.clock.now().toISOString());
  await deps.database.db.insertInto("compliance_scan_rules").values(row).execute();
  return ruleView(row);
}

export async function updateRule(
  deps: ScanningDeps,
  principal: Principal,
  id: string,
  body: z.infer<typeof UpdateScanRuleBody>,
): Promise<RuleView> {
  requireAdmin(principal);
  const row = await findRule(deps, principal, id);
  const changes: Partial<ComplianceScanRulesTable> = {
    updated_at: deps.clock.now().toISOString(),
  };
  if (body.name !== undefined) changes.name = body.name;
  if (body.description !== undefined) changes.description = body.description;
  if (body.isEnabled !== undefined) changes.is_enabled = body.isEnabled ? 1 : 0;
  if (body.piiTypes !== undefined) changes.pii_types = JSON.stringify(body.piiTypes);
  if (body.fieldsToScan !== undefined) changes.fields_to_scan = JSON.stringify(body.fieldsToScan);
  if (body.minConfidence !== undefined) changes.min_confidence = body.minConfidence;
  if (body.autoFlag !== undefined) changes.auto_flag = body.autoFlag ? 1 : 0;
  if (body.autoAlert !== undefined) changes.auto_alert = body.autoAlert ? 1 : 0;
  if (body.alertSeverity !== undefined) changes.alert_severity = body.alertSeverity;
  await deps.database.db
    .updateTable("compliance_scan_rules")
    .set(changes)
    .where("id", "=", id)
    .execute();
  return ruleView({ ...row, ...changes });
}

/** Deletes the rule; the violations it found stay, with the rule's name. */
export async function deleteRule(
  deps: ScanningDeps,
  principal: Principal,
  id: string,
): Promise<void> {
  requireAdmin(principal);
  await findRule(deps, principal, id);
  await deps.database.db.deleteFrom("compliance_scan_rules").where("id", "=", id).execute();
}

/** The pre-configured rules: common PII, credentials, health identifiers, payment cards. */
const SEEDS: z.infer<typeof CreateScanRuleBody>[] = [
  {
    name: "Personal data in conversations",
    description: "Email addresses, phone numbers and SSNs in inputs and outputs (GDPR)",
    isEnabled: false,
    piiTypes: ["email", "phone", "ssn"],
    fieldsToScan: ["input", "output"],
    minConfidence: "medium",
    autoFlag: false,
    autoAlert: false,
    alertSeverity: "warning",
  },
  {
    name: "Credentials and secrets",
    description: "Passwords, tokens, keys and connection strings anywhere in a trace",
    isEnabled: false,
    piiTypes: [
      "password",
      "bearer_token",
      "basic_auth",
      "jwt",
      "aws_key",
      "private_key",
      "connection_string",
    ],
    fieldsToScan: ["input", "output", "metadata"],
    minConfidence: "high",
    autoFlag: true,
    autoAlert: true,
    alertSeverity: "critical",
  },
  {
    name: "Protected health information",
    description: "Medical record numbers, health plan ids, NPIs and dates of birth (HIPAA)",
    isEnabled: false,
    piiTypes: ["medical_record_number", "health_plan_id", "npi", "date_of_birth"],
    fieldsToScan: ["input", "output", "metadata"],
    minConfidence: "medium",
    autoFlag: true,
    autoAlert: false,
    alertSeverity: "error",
  },
  {
    name: "Payment card data",
    description: "Card numbers (Luhn-checked) in inputs and outputs (PCI DSS)",
    isEnabled: false,
    piiTypes: ["credit_card"],
    fieldsToScan: ["input", "output"],
    minConfidence: "high",
    autoFlag: true,
    autoAlert: false,
    alertSeverity: "error",
  },
];

/** Adds the pre-configured rules (all disabled) the company does not have by name yet. */
export async function seedRules(deps: ScanningDeps, principal: Principal) {
  requireAdmin(principal);
  const at = deps.clock.now().toISOString();
  await deps.database.db.transaction().execute(async (trx) => {
    const existing = new Set(
      (
        await trx
          .selectFrom("compliance_scan_rules")
          .select("name")
          .where("company_id", "=", principal.companyId)
          .execute()
      ).map((row) => row.name),
    );
    const rows = SEEDS.filter((seed) => !existing.has(seed.name)).map((seed) =>
      newRow(principal, seed, at),
    );
    if (rows.length > 0) await trx.insertInto("compliance_scan_rules").values(rows).execute();
  });
  const { rules } = await listRules(deps, principal);
  const names = new Set(SEEDS.map((seed) => seed.name));
  return { rules: rules.filter((rule) => names.has(rule.name)) };
}
