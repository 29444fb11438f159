import { defineModule } from "../module";
import { traceRoutes } from "./routes";
import type {} from "./schema";

/** The traces area: its routes and tables. */
export const tracesModule = defineModule({ name: "traces", routes: traceRoutes });
