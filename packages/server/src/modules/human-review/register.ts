import { defineModule } from "../module";
import { calibrationRoutes } from "./calibration-routes";
import { up } from "./migration";
import { humanReviewRoutes } from "./routes";
import type {} from "./schema";

/** Human review: the queue, assign/skip/submit, calibration sessions, agreement stats. */
export const humanReviewModule = defineModule({
  name: "human-review",
  routes(app) {
    humanReviewRoutes(app);
    calibrationRoutes(app);
  },
  migrations: [{ name: "0008-human-review", up }],
});
