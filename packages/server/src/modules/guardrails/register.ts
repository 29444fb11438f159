import { defineModule } from "../module";
import { guardrailRoutes } from "./routes";
import type {} from "./schema";

/** The guardrails area: its routes and tables. */
export const guardrailsModule = defineModule({ name: "guardrails", routes: guardrailRoutes });
