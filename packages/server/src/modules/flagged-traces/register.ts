import { defineModule } from "../module";
import { up } from "./migration";
import { flaggedTraceRoutes } from "./routes";
import type {} from "./schema";

/** Flagged traces: one active flag per trace, review history, comments. */
export const flaggedTracesModule = defineModule({
  name: "flagged-traces",
  routes: flaggedTraceRoutes,
  migrations: [{ name: "0008-flagged-traces", up }],
});
