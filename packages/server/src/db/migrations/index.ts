import { llmMigration } from "../../llm/migration";
import * as foundation from "./0001-foundation";
import * as traces from "./0002-traces";
import * as guardrails from "./0003-guardrails";
import * as events from "./0004-events";
import * as notifications from "./0005-notifications";
import * as traceDayCounts from "./0006-trace-day-counts";
import type { VersionedMigration } from "./types";

/** Every migration, in order. Names are permanent: never rename or reorder a landed one. */
export const migrations: readonly VersionedMigration[] = [
  { name: "0001-foundation", ...foundation },
  { name: "0002-traces", ...traces },
  { name: "0003-guardrails", ...guardrails },
  { name: "0004-events", ...events },
  { name: "0005-notifications", ...notifications },
  { name: "0006-trace-day-counts", ...traceDayCounts },
  llmMigration,
];
