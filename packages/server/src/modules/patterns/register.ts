import { defineModule } from "../module";
import { clusterJob } from "./cluster-job";
import { mergeJob } from "./merge";
import { up } from "./migration";
import { nameJob } from "./naming";
import { CLUSTER_JOB, MERGE_JOB, NAME_JOB } from "./queue";
import { patternRoutes } from "./routes";
import type {} from "./schema";
import { queueFailure } from "./subscriber";

/**
 * Failure patterns: error signatures and failure clusters, built incrementally from ingest
 * (failure.detected → a batched clustering job), served at the explainer's paths.
 */
export const patternsModule = defineModule({
  name: "patterns",
  routes: patternRoutes,
  jobs: (deps) => ({
    [CLUSTER_JOB]: clusterJob(deps),
    [MERGE_JOB]: mergeJob(deps),
    [NAME_JOB]: nameJob(deps),
  }),
  subscribers: () => [queueFailure],
  migrations: [{ name: "0008-patterns", up }],
});
