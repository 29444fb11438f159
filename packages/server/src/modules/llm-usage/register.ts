import { defineModule } from "../module";
import { llmUsageRoutes } from "./routes";

/** The model provider's token usage, for a company's admins (the tables are src/llm's). */
export const llmUsageModule = defineModule({ name: "llm-usage", routes: llmUsageRoutes });
