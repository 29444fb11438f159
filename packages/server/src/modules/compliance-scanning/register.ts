import { defineModule } from "../module";
import { scanningProcessor } from "./ingest-step";
import { up } from "./migration";
import { scanningRoutes } from "./routes";
import { SCAN_JOB, scanJob } from "./scan-job";
import type {} from "./schema";

/**
 * Compliance scanning: rules, violations, and the scans of every newly stored trace (marked by
 * an ingest step, run by the compliance.scan job).
 */
export const complianceScanningModule = defineModule({
  name: "compliance-scanning",
  routes: scanningRoutes,
  jobs: (deps) => ({ [SCAN_JOB]: scanJob(deps) }),
  ingestProcessors: (deps) => [scanningProcessor(deps)],
  migrations: [{ name: "0008-compliance-scanning", up }],
});
