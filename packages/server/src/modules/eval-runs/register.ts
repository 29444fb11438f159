import { defineModule } from "../module";
import { compareRoutes } from "./compare-routes";
import { up } from "./migration";
import { RUN_JOB, runJob } from "./run-job";
import { evalRunRoutes } from "./runs-routes";
import type {} from "./schema";
import { evalSetRoutes } from "./sets-routes";

/**
 * Evaluation sets, runs (the eval-runs queue job scoring each example against a target) and the
 * comparison of runs.
 */
export const evalRunsModule = defineModule({
  name: "eval-runs",
  routes: (app) => {
    evalSetRoutes(app);
    evalRunRoutes(app);
    compareRoutes(app);
  },
  jobs: (deps) => ({ [RUN_JOB]: runJob(deps) }),
  migrations: [{ name: "0008-eval-runs", up }],
});
