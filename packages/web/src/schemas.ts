import type { components, operations } from "@vigil/sdk";

/**
 * The API's shapes by their OpenAPI names (the SDK's generated types), for resources whose
 * friendly aliases the SDK's entry point does not re-export.
 */
export type Schemas = components["schemas"];
export type Issue = Schemas["Issue"];
export type IssueDetail = Schemas["IssueDetail"];
export type IssueListParams = NonNullable<operations["listIssues"]["parameters"]["query"]>;
export type Fix = Schemas["Fix"];
export type FixDetail = Schemas["FixDetail"];
export type ShadowTest = Schemas["ShadowTest"];
export type ShadowTestDetail = Schemas["ShadowTestDetail"];
export type EvalRun = Schemas["EvalRun"];
export type EvalRunDetail = Schemas["EvalRunDetail"];
export type EvalRunComparison = Schemas["EvalRunComparison"];
