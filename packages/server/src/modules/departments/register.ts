import { defineModule } from "../module";
import { departmentRoutes } from "./routes";
import type {} from "./schema";

/** The departments area: its routes and tables. */
export const departmentsModule = defineModule({ name: "departments", routes: departmentRoutes });
