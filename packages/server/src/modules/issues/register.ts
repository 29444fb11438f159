import { defineModule } from "../module";
import { caseRoutes } from "./case-routes";
import { fixRoutes } from "./fix-routes";
import { issueRoutes } from "./issue-routes";
import { up } from "./migration";
import type {} from "./schema";
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
    // The deprecated interface last, after the current ones (modules/README.md).
    caseRoutes(app);
  },
  migrations: [{ name: "0008-issues", up }],
});
