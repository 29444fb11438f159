import { defineModule } from "../module";
import { authRoutes } from "./routes";

/** The auth area: its routes. */
export const authModule = defineModule({ name: "auth", routes: authRoutes });
