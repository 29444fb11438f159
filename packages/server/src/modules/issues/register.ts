import { defineModule } from "../module";
import { issueRoutes } from "./issue-routes";
import { up } from "./migration";
import type {} from "./schema";

/**
 * Issues, fixes and shadow-test records: from a failure cluster to an issue, a fix written to
 * the agent's config (and rolled back), and the records of shadow replays.
 */
export const issuesModule = defineModule({
  name: "issues",
  routes: (app) => {
    issueRoutes(app);
  },
  migrations: [{ name: "0008-issues", up }],
});
