import { defineModule } from "../module";
import { up } from "./migration";
import { complianceCheckRoutes } from "./routes";
import type {} from "./schema";

/** Compliance check, summary, risk and its history, SLA report, system health (issue 21, item 7). */
export const complianceChecksModule = defineModule({
  name: "compliance-checks",
  routes: complianceCheckRoutes,
  migrations: [{ name: "0010-compliance-checks", up }],
});
