import { badRequest } from "./errors";
import { getScanner, prepareScanner } from "./registry";
import { bool } from "./scanners/config";
import type { PreparedScanner } from "./scanners/scanner";
import { ScanTargets } from "./targets";
import type { ScanOptions, ScanRequest, ToolCall } from "./types";

/** Options with defaults applied. */
export type ResolvedOptions = Required<ScanOptions>;

export const DEFAULT_OPTIONS: Readonly<ResolvedOptions> = Object.freeze({
  timeout: 5000,
  failOpen: false,
  shortCircuit: false,
  returnRedacted: true,
});

/** A validated request: texts plus scanners with bound configs, in run order. */
export interface ScanPlan {
  targets: ScanTargets;
  scanners: Array<{ name: string; run: PreparedScanner }>;
  options: ResolvedOptions;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Validates options: timeout 100-30000 ms, booleans for the rest. */
export function resolveOptions(raw: unknown, field = "options"): ResolvedOptions {
  if (raw === undefined || raw === null) return { ...DEFAULT_OPTIONS };
  if (!isObject(raw)) badRequest(field, "must be an object");
  for (const key of Object.keys(raw)) {
    if (!(key in DEFAULT_OPTIONS)) badRequest(`${field}.${key}`, "unknown option");
  }
  const timeout = raw.timeout ?? DEFAULT_OPTIONS.timeout;
  if (
    typeof timeout !== "number" ||
    !Number.isFinite(timeout) ||
    timeout < 100 ||
    timeout > 30_000
  ) {
    badRequest(`${field}.timeout`, "must be a number of milliseconds from 100 to 30000");
  }
  return {
    timeout,
    failOpen: bool(raw.failOpen, `${field}.failOpen`, DEFAULT_OPTIONS.failOpen),
    shortCircuit: bool(raw.shortCircuit, `${field}.shortCircuit`, DEFAULT_OPTIONS.shortCircuit),
    returnRedacted: bool(
      raw.returnRedacted,
      `${field}.returnRedacted`,
      DEFAULT_OPTIONS.returnRedacted,
    ),
  };
}

function toolCallOf(raw: unknown): ToolCall | undefined {
  if (raw === undefined || raw === null) return undefined;
  if (!isObject(raw)) badRequest("toolCall", "must be an object {name, arguments}");
  if (typeof raw.name !== "string" || raw.name.length === 0) {
    badRequest("toolCall.name", "must be a non-empty string");
  }
  return { name: raw.name, arguments: raw.arguments };
}

function optionalText(raw: unknown, field: string): string | undefined {
  if (raw === undefined || raw === null) return undefined;
  if (typeof raw !== "string") badRequest(field, "must be a string");
  return raw;
}

/** Per-scanner config map: keys must be scanner names, values objects. */
export function configMap(raw: unknown, field = "config"): Record<string, Record<string, unknown>> {
  if (raw === undefined || raw === null) return {};
  if (!isObject(raw)) badRequest(field, "must be an object keyed by scanner name");
  for (const [name, value] of Object.entries(raw)) {
    getScanner(name, `${field}.${name}`);
    if (!isObject(value)) badRequest(`${field}.${name}`, "must be an object");
  }
  return raw as Record<string, Record<string, unknown>>;
}

/**
 * Validates a scan request and binds each scanner's config. Every caller mistake becomes a
 * GuardrailsError (BAD_REQUEST) naming the field, before any scanning starts.
 */
export function planScan(request: ScanRequest): ScanPlan {
  if (!isObject(request)) badRequest(undefined, "request must be an object");
  const input = optionalText(request.input, "input");
  const output = optionalText(request.output, "output");
  const toolCall = toolCallOf(request.toolCall);
  if (input === undefined && output === undefined && toolCall === undefined) {
    badRequest(undefined, "at least one of input, output or toolCall is required");
  }
  const names = request.scanners;
  if (names === undefined || names === null) {
    badRequest("scanners", "is required: list scanner names, or scan with a policy");
  }
  if (!Array.isArray(names) || names.length === 0)
    badRequest("scanners", "must be a non-empty array");
  const scanners =
    request.config === undefined
      ? (defaultPlan(names) ?? planScanners(names, {}))
      : planScanners(names, configMap(request.config));
  return {
    targets: new ScanTargets(input, output, toolCall),
    scanners,
    // no options: the shared defaults, which nothing writes to
    options: request.options === undefined ? DEFAULT_OPTIONS : resolveOptions(request.options),
  };
}

/**
 * The last list of scanner names planned without config, a copy of it, and its plan: a caller
 * scanning message after message names the same scanners each time, and their bound runs (with
 * no config, the shared defaults) are the same, so the list is compared rather than validated
 * and bound again. The plan's array is shared and never written to.
 */
let lastNames: readonly unknown[] | undefined;
let lastPlan: ScanPlan["scanners"] | undefined;

function defaultPlan(names: readonly unknown[]): ScanPlan["scanners"] | undefined {
  if (lastNames === undefined || lastPlan === undefined || names.length !== lastNames.length) {
    return undefined;
  }
  for (let i = 0; i < names.length; i++) if (names[i] !== lastNames[i]) return undefined;
  return lastPlan;
}

/** Validates the scanner names and binds each one's config (see planScan). */
function planScanners(
  names: readonly unknown[],
  config: Record<string, Record<string, unknown>>,
): ScanPlan["scanners"] {
  const scanners: ScanPlan["scanners"] = [];
  for (let i = 0; i < names.length; i++) {
    const scanner = getScanner(names[i], `scanners[${i}]`);
    // a plain search of the few scanners so far, not a Set per scan
    if (scanners.some((s) => s.name === scanner.name)) {
      badRequest(`scanners[${i}]`, `duplicate scanner "${scanner.name}"`);
    }
    const run = prepareScanner(scanner, config[scanner.name], `config.${scanner.name}`);
    scanners.push({ name: scanner.name, run });
  }
  if (Object.keys(config).length === 0) {
    // valid, and bound to the default configs: kept for the next request naming the same list
    lastNames = [...names];
    lastPlan = scanners;
  }
  return scanners;
}
