import { defineModule } from "../module";
import { up } from "./migration";
import { RETENTION_JOB, retentionJob } from "./retention";
import { complianceSettingsRoutes } from "./routes";
import type {} from "./schema";
import { logRedactionProcessor, redactionProcessor } from "./service";

/**
 * Per-company retention (a purge job) and redaction on ingest (an ingest step that runs on
 * every write path before anything is stored).
 */
export const complianceSettingsModule = defineModule({
  name: "compliance-settings",
  routes: complianceSettingsRoutes,
  jobs: (deps) => ({ [RETENTION_JOB]: retentionJob(deps) }),
  ingestProcessors: (deps) => [redactionProcessor(deps)],
  logProcessors: (deps) => [logRedactionProcessor(deps)],
  migrations: [{ name: "0008-compliance-settings", up }],
});
