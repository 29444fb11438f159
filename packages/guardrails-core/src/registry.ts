import { badRequest } from "./errors";
import { keywordsScanner } from "./scanners/keywords";
import { piiScanner } from "./scanners/pii";
import { regexScanner } from "./scanners/regex";
import type { PreparedScanner, Scanner } from "./scanners/scanner";
import { secretsScanner } from "./scanners/secrets";
import { toolCallScanner } from "./scanners/tool-call";
import { topicScanner } from "./scanners/topic";
import type { ScannerInfo } from "./types";

const SCANNERS: readonly Scanner[] = [
  piiScanner,
  secretsScanner,
  keywordsScanner,
  regexScanner,
  topicScanner,
  toolCallScanner,
];

const BY_NAME = new Map(SCANNERS.map((s) => [s.name, s]));

/** Names of every scanner, in listing order. */
export const SCANNER_NAMES: readonly string[] = SCANNERS.map((s) => s.name);

/** The scanner called `name`, or a BAD_REQUEST naming the known ones. */
export function getScanner(name: unknown, field: string): Scanner {
  const scanner = typeof name === "string" ? BY_NAME.get(name) : undefined;
  if (!scanner) {
    badRequest(
      field,
      `unknown scanner ${JSON.stringify(name)} (known: ${SCANNER_NAMES.join(", ")})`,
    );
  }
  return scanner;
}

/** Each scanner bound to its default config (none given), made on first use. */
const DEFAULT_RUNS = new Map<Scanner, PreparedScanner>();

/**
 * `scanner` with `config` validated and bound (see Scanner.prepare). A scan that gives the
 * scanner no config gets the runner bound once to the defaults: a prepared runner keeps no state
 * between calls, and with no config object there is nothing a caller could change under it.
 * A given config, even an empty object, is read afresh on every call.
 */
export function prepareScanner(scanner: Scanner, config: unknown, field: string): PreparedScanner {
  if (config !== undefined) return scanner.prepare(config, field);
  let run = DEFAULT_RUNS.get(scanner);
  if (run === undefined) {
    run = scanner.prepare(undefined, field); // a scanner that needs config throws, uncached
    DEFAULT_RUNS.set(scanner, run);
  }
  return run;
}

/**
 * Every scanner with its description (the data of GET /v1/guardrails/scanners).
 *
 * @example
 * ```ts
 * listScanners().map((s) => s.name); // ["pii", "secrets", "keywords", "regex", "topic", "tool_call"]
 * ```
 */
export function listScanners(): ScannerInfo[] {
  return SCANNERS.map(({ name, description }) => ({ name, description }));
}
