import { defineModule } from "../module";
import { deterministicGraderRoutes } from "./routes";

/** The deterministic-graders area: its routes. */
export const deterministicGradersModule = defineModule({
  name: "deterministic-graders",
  routes: deterministicGraderRoutes,
});
