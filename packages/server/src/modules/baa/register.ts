import { defineModule } from "../module";
import { up } from "./migration";
import { baaRoutes } from "./routes";
import type {} from "./schema";
import { EXPIRE_JOB, expireJob } from "./service";

/** Business associate agreements (HIPAA): admin-only CRUD and their expiry job. */
export const baaModule = defineModule({
  name: "baa",
  routes: baaRoutes,
  jobs: (deps) => ({ [EXPIRE_JOB]: expireJob(deps) }),
  migrations: [{ name: "0008-baa", up }],
});
