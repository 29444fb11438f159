import type { Kysely } from "kysely";
import type { MigrationContext } from "./types";

/** Companies, users, API keys and their usage, departments, agents, agent configs, traces. */
export async function up(db: Kysely<unknown>, { types }: MigrationContext): Promise<void> {
  await db.schema
    .createTable("companies")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("users")
    .addColumn("company_id", "text", (c) =>
      c.notNull().references("companies.id").onDelete("cascade"),
    )
    .addColumn("id", "text", (c) => c.notNull())
    .addColumn("role", "text", (c) => c.notNull())
    .addColumn("name", "text")
    .addColumn("email", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("users_pk", ["company_id", "id"])
    .execute();

  await db.schema
    .createTable("api_keys")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("company_id", "text", (c) =>
      c.notNull().references("companies.id").onDelete("cascade"),
    )
    .addColumn("user_id", "text", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("key_hash", "text", (c) => c.notNull().unique())
    .addColumn("key_prefix", "text", (c) => c.notNull())
    .addColumn("agent_id", "text")
    .addColumn("role", "text", (c) => c.notNull())
    .addColumn("permissions", "text", (c) => c.notNull())
    .addColumn("tier", "text", (c) => c.notNull())
    .addColumn("expires_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addColumn("rotated_at", "text")
    .addColumn("last_used_at", "text")
    .addColumn("revoked_at", "text")
    .execute();
  await db.schema
    .createIndex("api_keys_company_created")
    .on("api_keys")
    .columns(["company_id", "created_at", "id"])
    .execute();
  await db.schema.createIndex("api_keys_agent").on("api_keys").columns(["agent_id"]).execute();

  await db.schema
    .createTable("api_key_usage")
    .addColumn("key_id", "text", (c) => c.notNull())
    .addColumn("endpoint", "text", (c) => c.notNull())
    .addColumn("hour", "text", (c) => c.notNull())
    .addColumn("count", types.bigint, (c) => c.notNull())
    .addPrimaryKeyConstraint("api_key_usage_pk", ["key_id", "hour", "endpoint"])
    .execute();

  await db.schema
    .createTable("departments")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("company_id", "text", (c) =>
      c.notNull().references("companies.id").onDelete("cascade"),
    )
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("departments_company_created")
    .on("departments")
    .columns(["company_id", "created_at", "id"])
    .execute();

  await db.schema
    .createTable("agents")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("company_id", "text", (c) =>
      c.notNull().references("companies.id").onDelete("cascade"),
    )
    .addColumn("department_id", "text", (c) => c.references("departments.id").onDelete("set null"))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull())
    .addColumn("industry", "text", (c) => c.notNull())
    .addColumn("config", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("agents_company_created")
    .on("agents")
    .columns(["company_id", "created_at", "id"])
    .execute();
  await db.schema
    .createIndex("agents_department")
    .on("agents")
    .columns(["department_id"])
    .execute();

  await db.schema
    .createTable("agent_configs")
    .addColumn("agent_id", "text", (c) =>
      c.primaryKey().references("agents.id").onDelete("cascade"),
    )
    .addColumn("company_id", "text", (c) => c.notNull())
    .addColumn("system_prompt", "text", (c) => c.notNull())
    .addColumn("model", "text", (c) => c.notNull())
    .addColumn("temperature", types.float)
    .addColumn("max_tokens", "integer")
    .addColumn("tools", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();

  // Traces outlive their agent (DELETE /api/agents/:id keeps them): no foreign key to agents.
  await db.schema
    .createTable("traces")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("company_id", "text", (c) => c.notNull())
    .addColumn("agent_id", "text", (c) => c.notNull())
    .addColumn("outcome", "text", (c) => c.notNull())
    .addColumn("user_message", "text", (c) => c.notNull())
    .addColumn("agent_response", "text", (c) => c.notNull())
    .addColumn("latency_ms", types.float, (c) => c.notNull())
    .addColumn("token_count", "integer", (c) => c.notNull())
    .addColumn("metadata", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("traces_agent_created")
    .on("traces")
    .columns(["agent_id", "created_at", "id"])
    .execute();
  await db.schema
    .createIndex("traces_company_created")
    .on("traces")
    .columns(["company_id", "created_at", "id"])
    .execute();

  await db.schema
    .createTable("idempotency_keys")
    .addColumn("scope", "text", (c) => c.notNull())
    .addColumn("idempotency_key", "text", (c) => c.notNull())
    .addColumn("request_hash", "text", (c) => c.notNull())
    .addColumn("method", "text", (c) => c.notNull())
    .addColumn("path", "text", (c) => c.notNull())
    .addColumn("status_code", "integer")
    .addColumn("response_body", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("idempotency_keys_pk", ["scope", "idempotency_key"])
    .execute();
  await db.schema
    .createIndex("idempotency_keys_expires")
    .on("idempotency_keys")
    .columns(["expires_at"])
    .execute();

  await db.schema
    .createTable("rate_limit_buckets")
    .addColumn("bucket_key", "text", (c) => c.primaryKey())
    .addColumn("tokens", types.float, (c) => c.notNull())
    .addColumn("updated_ms", types.bigint, (c) => c.notNull())
    .execute();
}
