import { defineModule } from "../module";
import { analyzerRoutes } from "./analyzer-routes";
import { BATCH_JOB, batchJob } from "./batch";
import { CALLBACK_JOB, callbackJob } from "./batch-callback";
import { up as embeddingUp } from "./embedding-migration";
import { explainerRoutes } from "./explainer-routes";
import { up } from "./migration";
import { qualityRoutes } from "./quality-routes";
import type {} from "./schema";
import { up as searchUp } from "./search-migration";

/**
 * The analysis area: the rule-based engine (`engine/`), the LLM tiers, stored explanations
 * and their charges (`core.ts`), and the explainer's endpoints.
 */
export const analysisModule = defineModule({
  name: "analysis",
  routes: (app) => {
    explainerRoutes(app);
    analyzerRoutes(app);
    qualityRoutes(app);
  },
  jobs: (deps) => ({ [BATCH_JOB]: batchJob(deps), [CALLBACK_JOB]: callbackJob(deps) }),
  migrations: [
    { name: "0008-analysis", up },
    { name: "0009-analysis-search", up: searchUp },
    { name: "0010-analysis-embeddings", up: embeddingUp },
  ],
});
