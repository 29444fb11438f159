import { defineModule } from "../module";
import { apiKeyRoutes } from "./routes";

/** The api-keys area: its routes. */
export const apiKeysModule = defineModule({ name: "api-keys", routes: apiKeyRoutes });
