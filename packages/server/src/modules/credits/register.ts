import { defineModule } from "../module";
import { up } from "./migration";
import { creditRoutes } from "./routes";
import type {} from "./schema";

/** Credits: a balance per company, its ledger, and the charge other areas make. */
export const creditsModule = defineModule({
  name: "credits",
  routes: creditRoutes,
  migrations: [{ name: "0008-credits", up }],
});
