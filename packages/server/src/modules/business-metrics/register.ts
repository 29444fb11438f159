import { defineModule } from "../module";
import { up } from "./migration";
import { businessMetricRoutes } from "./routes";
import type {} from "./schema";

/** Business metrics: values reported by the company, their latest values and history. */
export const businessMetricsModule = defineModule({
  name: "business-metrics",
  routes: businessMetricRoutes,
  migrations: [{ name: "0008-business-metrics", up }],
});
