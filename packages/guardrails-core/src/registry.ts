import { badRequest } from "./errors";
import { keywordsScanner } from "./scanners/keywords";
import { piiScanner } from "./scanners/pii";
import { regexScanner } from "./scanners/regex";
import type { Scanner } from "./scanners/scanner";
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
