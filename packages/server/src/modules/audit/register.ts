import { defineModule } from "../module";
import { up } from "./migration";
import { auditRoutes } from "./routes";
import type {} from "./schema";

/**
 * The audit log: its tables, list, CSV export and chain check. Entries are written by the
 * database driver at commit of each audited request (design: db/audit-scope.ts).
 */
export const auditModule = defineModule({
  name: "audit",
  routes: auditRoutes,
  migrations: [{ name: "0008-audit", up }],
});
