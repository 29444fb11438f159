/**
 * The ROI sums read covering indexes only (0011-roi-totals-index): SQLite's plan for each shape
 * of traceTotals names a covering index, so no trace row (with its messages) is read.
 */
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Principal } from "../../http/principal";
import { createTestApp, type TestApp } from "../../testing/harness";
import { traceTotalsQuery } from "./aggregates";

describe("ROI sums on sqlite", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ dialect: "sqlite" });
  });
  afterAll(() => t.close());

  const principal = { companyId: "acme", agentId: null } as Principal;
  const window = { from: "2026-01-01T00:00:00.000Z", to: "2026-02-01T00:00:00.000Z" };
  /** SQLite's plan of the statement, its parameters inlined (EXPLAIN takes no bindings here). */
  const planOf = async (options: Parameters<typeof traceTotalsQuery>[2]) => {
    const compiled = traceTotalsQuery(t.database, principal, options).compile();
    let i = 0;
    const inlined = compiled.sql.replace(/\?/g, () => `'${String(compiled.parameters[i++])}'`);
    const explained = await sql
      .raw<{ detail: string }>(`explain query plan ${inlined}`)
      .execute(t.database.db);
    return explained.rows.map((r) => r.detail).join("\n");
  };

  it.each([
    ["a company's period", { window }],
    ["an agent's period", { window, agentId: "agent_1" }],
    ["a company's period by day", { window, byDay: true }],
    ["all time", { window: { from: null, to: window.to } }],
  ])("reads a covering index for %s", async (_name, options) => {
    const plan = await planOf(options);
    expect(plan).not.toMatch(/SCAN traces$/m);
    expect(plan).toMatch(/USING COVERING INDEX (traces_roi_totals|traces_company_created)/);
  });
});
