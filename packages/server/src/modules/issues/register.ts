import { defineModule } from "../module";
import { caseRoutes } from "./case-routes";
import { fixRoutes } from "./fix-routes";
import { issueRoutes } from "./issue-routes";
import { up } from "./migration";
import { upShadowResults } from "./results-migration";
import type {} from "./schema";
import { shadowExecutionRoutes } from "./shadow-execution-routes";
import { SHADOW_JOB, shadowTestJob } from "./shadow-job";
import { shadowTestRoutes } from "./shadow-routes";

/**
 * Issues, fixes and shadow-test records: from a failure cluster to an issue, a fix written to
 * the agent's config (and rolled back), and the records of shadow replays.
 */
export const issuesModule = defineModule({
  name: "issues",
  routes: (app) => {
    issueRoutes(app);
    fixRoutes(app);
    shadowTestRoutes(app);
    shadowExecutionRoutes(app);
    // The deprecated interface last, after the current ones (modules/README.md).
    caseRoutes(app);
  },
  jobs: (deps) => ({ [SHADOW_JOB]: shadowTestJob(deps) }),
  migrations: [
    { name: "0008-issues", up },
    { name: "0008-shadow-results", up: upShadowResults },
  ],
});
