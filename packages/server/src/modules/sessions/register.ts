import { defineModule } from "../module";
import { sessionRoutes } from "./routes";
import type {} from "./schema";

/** The sessions area: its routes and tables. */
export const sessionsModule = defineModule({ name: "sessions", routes: sessionRoutes });
