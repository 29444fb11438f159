import { defineModule } from "../module";
import { evalHealthRoutes } from "./routes";

/**
 * Evaluation health: report, snapshots, regressions and saturation, computed on every request
 * from the agent's completed evaluation runs (eval-runs' tables); the module stores nothing.
 */
export const evalHealthModule = defineModule({ name: "eval-health", routes: evalHealthRoutes });
