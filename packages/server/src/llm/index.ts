export type { ChatRequest, ChatResult, OutputSpec } from "./chat";
export type { EmbedRequest, EmbedResult } from "./embed";
export type { OutputIssue } from "./errors";
export { llmMigration } from "./migration";
export {
  createLlmProvider,
  type LlmConfig,
  type LlmProvider,
  type LlmProviderOptions,
} from "./provider";
export type { LlmCacheTable, LlmTables, LlmUsageTable } from "./schema";
export {
  type LlmUsageRecord,
  listUsage,
  summarizeUsage,
  type UsageFilter,
  type UsageSummary,
} from "./usage";
export type { ChatMessage, TokenUsage } from "./wire";
