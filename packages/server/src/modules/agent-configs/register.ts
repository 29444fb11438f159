import { defineModule } from "../module";
import { agentConfigRoutes } from "./routes";
import type {} from "./schema";

/** The agent-configs area: its routes and tables. */
export const agentConfigsModule = defineModule({
  name: "agent-configs",
  routes: agentConfigRoutes,
});
