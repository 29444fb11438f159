import { defineModule } from "../module";
import { jobRoutes } from "./routes";

/** The jobs area: its routes. */
export const jobsModule = defineModule({ name: "jobs", routes: jobRoutes });
