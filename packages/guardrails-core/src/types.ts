/** Final decision of a scan or of one scanner. Priority: block 4 > redact 3 > flag 2 > pass 1. */
export type GuardrailAction = "pass" | "flag" | "redact" | "block";

/** Which part of the request a finding points into. */
export type FindingField = "input" | "output" | "toolCall";

/**
 * How a scanner ended. `timeout`: its time or work budget ran out (failOpen decides the
 * action); `skipped`: not run because shortCircuit stopped the scan at an earlier block.
 */
export type ScannerStatus = "completed" | "timeout" | "skipped";

/** A tool invocation proposed by the model. `arguments` may be an object or a JSON string. */
export interface ToolCall {
  name: string;
  arguments?: unknown;
}

/** Options of a scan; see the spec's POST /v1/guardrails/scan. */
export interface ScanOptions {
  /** Per-scanner budget in milliseconds, 100-30000; default 5000. */
  timeout?: number;
  /** On a scanner timeout: true gives pass, false (default) gives block. */
  failOpen?: boolean;
  /** Stop at the first scanner whose action is block; default false. */
  shortCircuit?: boolean;
  /** Return redactedInput / redactedOutput when redaction applies; default true. */
  returnRedacted?: boolean;
}

/** Body of POST /v1/guardrails/scan. At least one of input, output, toolCall is required. */
export interface ScanRequest {
  input?: string;
  output?: string;
  toolCall?: ToolCall;
  /** Scanner names to run, in order. */
  scanners?: string[];
  /** Per-scanner configuration keyed by scanner name. */
  config?: Record<string, Record<string, unknown>>;
  options?: ScanOptions;
}

/** One detected thing. `value` is the placeholder (or masked form) that replaces the text. */
export interface Finding {
  field: FindingField;
  type: string;
  value: string;
  /** [start, end) UTF-16 offsets into the field's original text. */
  start: number;
  end: number;
  confidence: number;
}

/** Outcome of one scanner. */
export interface ScannerResult {
  scanner: string;
  status: ScannerStatus;
  action: GuardrailAction;
  findings: Finding[];
  latencyMs: number;
}

/** Counters and identity of one scan. */
export interface ScanMetadata {
  scanId: string;
  totalLatencyMs: number;
  scannersExecuted: number;
  scannersBlocked: number;
  scannersFlagged: number;
  scannersTimedOut: number;
  cached: boolean;
}

/** Response data of POST /v1/guardrails/scan. */
export interface ScanResponse {
  action: GuardrailAction;
  actionReason: string;
  redactedInput?: string;
  redactedOutput?: string;
  results: Record<string, ScannerResult>;
  metadata: ScanMetadata;
}

/** One scanner entry of a guardrail policy. */
export interface PolicyScanner {
  scanner: string;
  config?: Record<string, unknown>;
}

/** A stored guardrail policy: the same JSON the server keeps under /api/guardrail-policies. */
export interface GuardrailPolicy {
  name?: string;
  description?: string;
  scanners: PolicyScanner[];
  options?: ScanOptions;
}

/** Request of {@link scanWithPolicy}: the scan body without `scanners`. */
export type PolicyScanRequest = Omit<ScanRequest, "scanners">;

/** Entry of {@link listScanners}. */
export interface ScannerInfo {
  name: string;
  description: string;
}

/** Runtime hooks of a scan; tests pass a fake clock, callers normally pass nothing. */
export interface ScanEnvironment {
  /** Monotonic milliseconds; default performance.now() or Date.now(). */
  now?: () => number;
}
