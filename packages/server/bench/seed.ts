import SQLite from "better-sqlite3";
import { createDatabase } from "../src/db/database";
import type { ApiKeysTable } from "../src/db/schema";
import { sha256Hex } from "../src/lib/hash";
import { newId } from "../src/lib/ids";
import type { AgentsTable } from "../src/modules/agents/schema";
import { generateApiKey } from "../src/modules/api-keys/service";
import { migrations } from "../src/modules/index";

export interface SeedOptions {
  dataDir: string;
  companies: number;
  agentsPerCompany: number;
  keysPerCompany: number;
}

export interface Seeded {
  companies: number;
  agents: number;
  keys: number;
  /** The company the bench key belongs to, its `unlimited`-tier key and its agents' ids. */
  benchCompanyId: string;
  benchKey: string;
  benchAgentIds: string[];
  ms: number;
}

const INDUSTRIES = ["saas", "ecommerce", "fintech", "healthcare", "support", "education", "other"];
const TIERS = ["free", "starter", "professional", "enterprise"];
const PERMISSION_SETS = ['["read","write","delete"]', '["read"]', '["read","write"]'];

/** Company i: `company_0042`, zero-padded so ids sort like numbers. */
export function companyId(i: number): string {
  return `company_${String(i).padStart(4, "0")}`;
}

/**
 * Creates the schema with the server's own migrations, then inserts every row in one
 * better-sqlite3 transaction through prepared statements. Keys are real: the same
 * `vgl_` + 32 base62 values and SHA-256 hashes the server's issueKey stores.
 */
export async function seed(options: SeedOptions): Promise<Seeded> {
  const started = performance.now();
  const database = createDatabase({ dataDir: options.dataDir });
  await database.migrate(migrations);
  await database.close();

  const sqlite = new SQLite(`${options.dataDir}/vigil.db`);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("synchronous = OFF");
  const insertCompany = sqlite.prepare(
    "insert into companies (id, name, created_at) values (?, ?, ?)",
  );
  const insertUser = sqlite.prepare(
    "insert into users (company_id, id, role, name, email, created_at) values (?, ?, ?, ?, ?, ?)",
  );
  const insertAgent = sqlite.prepare<AgentsTable>(
    `insert into agents (id, company_id, department_id, name, description, industry, config, created_at, updated_at)
     values (@id, @company_id, @department_id, @name, @description, @industry, @config, @created_at, @updated_at)`,
  );
  const insertKey = sqlite.prepare<ApiKeysTable>(
    `insert into api_keys (id, company_id, user_id, name, key_hash, key_prefix, agent_id, role, permissions, tier,
       expires_at, created_at, updated_at, rotated_at, last_used_at, revoked_at)
     values (@id, @company_id, @user_id, @name, @key_hash, @key_prefix, @agent_id, @role, @permissions, @tier,
       @expires_at, @created_at, @updated_at, @rotated_at, @last_used_at, @revoked_at)`,
  );

  const benchIndex = Math.floor(options.companies / 2);
  const benchCompanyId = companyId(benchIndex);
  const benchAgentIds: string[] = [];
  let benchKey = "";
  const base = Date.parse("2026-01-01T00:00:00.000Z");
  let tick = 0;
  const at = () => new Date(base + tick++ * 1_000).toISOString();

  sqlite.transaction(() => {
    for (let c = 0; c < options.companies; c++) {
      const company = companyId(c);
      const created = at();
      insertCompany.run(company, `Company ${c}`, created);
      insertUser.run(company, "admin", "admin", "Admin", `admin@${company}.example`, created);
      insertUser.run(company, "member", "member", "Member", `member@${company}.example`, created);
      const agentIds: string[] = [];
      for (let a = 0; a < options.agentsPerCompany; a++) {
        const now = at();
        const id = newId("agent");
        agentIds.push(id);
        insertAgent.run({
          id,
          company_id: company,
          department_id: null,
          name: `Agent ${a} of ${company}`,
          description: "Answers customer questions about orders, refunds and shipping.",
          industry: INDUSTRIES[a % INDUSTRIES.length] ?? "other",
          config: JSON.stringify({ primaryModel: "gpt-4o-mini", temperature: 0.2 }),
          created_at: now,
          updated_at: now,
        });
      }
      for (let k = 0; k < options.keysPerCompany; k++) {
        const now = at();
        const isBench = c === benchIndex && k === 0;
        const key = generateApiKey();
        if (isBench) benchKey = key;
        const member = k % 4 === 3;
        insertKey.run({
          id: newId("key"),
          company_id: company,
          user_id: member ? "member" : "admin",
          name: isBench ? "bench" : `key ${k}`,
          key_hash: sha256Hex(key),
          key_prefix: key.slice(0, 8),
          // Every tenth key is bound to one agent, as agent-scoped keys are.
          agent_id: !isBench && k % 10 === 5 ? (agentIds[k % agentIds.length] ?? null) : null,
          role: member ? "member" : "admin",
          permissions: isBench ? PERMISSION_SETS[0]! : PERMISSION_SETS[k % 3]!,
          tier: isBench ? "unlimited" : TIERS[k % TIERS.length]!,
          expires_at: k % 7 === 6 ? "2099-01-01T00:00:00.000Z" : null,
          created_at: now,
          updated_at: now,
          rotated_at: null,
          last_used_at: null,
          revoked_at: null,
        });
      }
      if (c === benchIndex) benchAgentIds.push(...agentIds);
    }
  })();
  sqlite.pragma("wal_checkpoint(TRUNCATE)");
  sqlite.close();

  return {
    companies: options.companies,
    agents: options.companies * options.agentsPerCompany,
    keys: options.companies * options.keysPerCompany,
    benchCompanyId,
    benchKey,
    benchAgentIds,
    ms: performance.now() - started,
  };
}
