import { defineModule } from "../module";
import { agentRoutes } from "./routes";
import type {} from "./schema";

/** The agents area: its routes and tables. */
export const agentsModule = defineModule({ name: "agents", routes: agentRoutes });
