import { defineModule } from "../module";
import { up } from "./migration";
import { roiRoutes } from "./routes";
import type {} from "./schema";
import { up as totalsIndexUp } from "./totals-index";

/** ROI analytics: settings, and savings, cost and ROI computed from traces and metrics. */
export const roiModule = defineModule({
  name: "roi",
  routes: roiRoutes,
  migrations: [
    { name: "0008-roi", up },
    { name: "0011-roi-totals-index", up: totalsIndexUp },
  ],
});
