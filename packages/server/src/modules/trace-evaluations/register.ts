import { defineModule } from "../module";
import { traceEvaluationRoutes } from "./routes";
import type {} from "./schema";

/** The trace-evaluations area: its routes and tables. */
export const traceEvaluationsModule = defineModule({
  name: "trace-evaluations",
  routes: traceEvaluationRoutes,
});
