import { defineModule } from "../module";
import { up } from "./migration";
import { evaluationRoutes } from "./routes";
import type {} from "./schema";

/**
 * Evaluation suites v1 (deterministic, llm_judge, jury and composite criteria over stored
 * traces) and the judge library in `judges/` that other evaluation areas import.
 */
export const evaluationModule = defineModule({
  name: "evaluation",
  routes: evaluationRoutes,
  migrations: [{ name: "0010-evaluation", up }],
});
