import type { VigilApp } from "../../context";
import type { JobHandler } from "../../jobs/worker";
import { defineModule } from "../module";
import { ERASURE_JOB, runErasureJob } from "./erasure/erasure-job";
import { EXPIRE_JOB, EXPORT_JOB, runExpireJob, runExportJob } from "./export-job";
import { exportRoutes } from "./export-routes";
import { up } from "./migration";
import { privacyRoutes } from "./routes";
import type {} from "./schema";

/** Privacy: consents, data subject requests and my-data exports (issue 21, items 2–5). */
export const privacyModule = defineModule({
  name: "privacy",
  routes(app: VigilApp) {
    privacyRoutes(app);
    exportRoutes(app);
  },
  jobs: (deps) => ({
    [EXPORT_JOB]: ((job, { owner }) =>
      runExportJob(deps, job as never, owner)) as JobHandler<never>,
    [EXPIRE_JOB]: ((job) => runExpireJob(deps, job as never)) as JobHandler<never>,
    [ERASURE_JOB]: ((job, { owner }) =>
      runErasureJob(deps, job as never, owner)) as JobHandler<never>,
  }),
  migrations: [{ name: "0008-privacy", up }],
});
