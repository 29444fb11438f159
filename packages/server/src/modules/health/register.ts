import { defineModule } from "../module";
import { healthRoutes } from "./routes";

/** The health area: its routes. */
export const healthModule = defineModule({ name: "health", routes: healthRoutes });
