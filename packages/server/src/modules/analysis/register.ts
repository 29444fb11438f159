import { defineModule } from "../module";

/**
 * The analysis area. For now only its rule-based engine (`engine/`) exists, a library with no
 * routes; the endpoints, LLM tiers and jobs of issue 18 register here when they land.
 */
export const analysisModule = defineModule({ name: "analysis" });
