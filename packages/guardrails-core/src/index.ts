export { detectPii, detectSecrets, type TextMatch } from "./detect";
export { PII_ENTITIES, type PiiEntity } from "./detectors/catalog";
export { GuardrailsError, type GuardrailsErrorCode } from "./errors";
export { bulkEvaluate, evaluateGraders, GRADER_RULE_TYPES } from "./graders/evaluate";
export { measuredTimeMs } from "./graders/response-time";
export { SUITE_RULE_TYPES, type SuiteRuleName, suiteRuleToGraderRule } from "./graders/suite-rules";
export type {
  BulkEvaluateItem,
  BulkEvaluateRequest,
  BulkEvaluateResponse,
  EvaluateRequest,
  EvaluateResponse,
  GraderEnvironment,
  GraderMetadata,
  GraderResult,
  GraderRule,
  GraderRuleType,
} from "./graders/types";
export { mergePolicy, validatePolicy } from "./policy";
export { listScanners } from "./registry";
export { RegexSyntaxError, SafeRegex } from "./safe-regex/safe-regex";
export { scan, scanWithPolicy } from "./scan";
export { serializeToolCall, type ToolCallText } from "./text/tool-call-text";
export type {
  Finding,
  FindingField,
  GuardrailAction,
  GuardrailPolicy,
  PolicyScanner,
  PolicyScanRequest,
  ScanEnvironment,
  ScanMetadata,
  ScannerInfo,
  ScannerResult,
  ScannerStatus,
  ScanOptions,
  ScanRequest,
  ScanResponse,
  ToolCall,
} from "./types";
