import {
  type GuardrailPolicy,
  GuardrailsError,
  listScanners,
  type ScanResponse,
  scan,
  scanWithPolicy,
  validatePolicy,
} from "@vigil/guardrails-core";
import { Command, CommanderError, InvalidArgumentError, Option } from "commander";
import type { CliDeps } from "../deps";
import { UserError } from "../errors";
import { formatTable, json } from "../format";
import { isObject, parseJson, readText } from "../read-input";

type Field = "input" | "output";

interface ScanFlags {
  scanners?: string[];
  policy?: string;
  config?: Record<string, Record<string, unknown>>;
  field: Field;
  json?: boolean;
}

/** Scanners run when neither --scanners nor --policy is given. */
const DEFAULT_SCANNERS = ["pii", "secrets"];
/** Exit code of a scan whose action is block: a failed check (2 is for errors, DESIGN.md). */
export const BLOCKED_EXIT_CODE = 1;

const POLICY_SHAPE =
  'fix the policy file: {"name", "scanners": [{"scanner", "config"}], "options"}, as POST /api/guardrail-policies stores it';

/** `--scanners`: a comma-separated list of names (validated by the scan itself). */
function parseScanners(value: string): string[] {
  const names = value
    .split(",")
    .map((name) => name.trim())
    .filter((name) => name !== "");
  if (names.length === 0) {
    throw new InvalidArgumentError("Use a comma-separated list of scanners, such as pii,secrets");
  }
  return names;
}

/** `--config`: a JSON object of per-scanner config objects. */
function parseConfig(value: string): Record<string, Record<string, unknown>> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    throw new InvalidArgumentError(`Use a JSON object such as '{"pii":{"action":"mask"}}'`);
  }
  if (!isObject(parsed) || !Object.values(parsed).every(isObject)) {
    throw new InvalidArgumentError(
      `Use a JSON object of scanner name to config object, such as '{"pii":{"action":"mask"}}'`,
    );
  }
  return parsed as Record<string, Record<string, unknown>>;
}

async function loadPolicy(file: string): Promise<GuardrailPolicy> {
  const parsed = parseJson(await readText(file, "--policy"), `policy ${file}`, POLICY_SHAPE);
  if (!isObject(parsed)) throw new UserError(`policy ${file} is not a JSON object`, POLICY_SHAPE);
  try {
    return validatePolicy(parsed as unknown as GuardrailPolicy);
  } catch (error) {
    if (error instanceof GuardrailsError) {
      throw new UserError(`policy ${file}: ${error.message}`, POLICY_SHAPE);
    }
    throw error;
  }
}

/** A scan's GuardrailsError, pointed at the flag that produced the bad value. */
function scanError(error: unknown, flags: ScanFlags): unknown {
  if (!(error instanceof GuardrailsError)) return error;
  const field = error.field ?? "";
  if (field.startsWith("scanners")) {
    return new UserError(
      error.message,
      'check --scanners ("vigil guardrails scanners" lists them)',
    );
  }
  if (field.startsWith("config")) {
    const where = flags.policy === undefined ? "--config" : "--config and the policy's config";
    return new UserError(error.message, `check ${where}`);
  }
  return new UserError(error.message, "check the input text and flags");
}

function printScan(deps: CliDeps, response: ScanResponse): void {
  const out = [`action: ${response.action}`, `reason: ${response.actionReason}`];
  const findings = Object.values(response.results).flatMap((result) =>
    result.findings.map((f) => [
      result.scanner,
      f.type,
      f.field,
      `${f.start}-${f.end}`,
      f.confidence.toFixed(2),
      f.value,
    ]),
  );
  if (findings.length === 0) {
    out.push("findings: none");
  } else {
    out.push(`findings (${findings.length}):`);
    const table = formatTable(
      ["SCANNER", "TYPE", "FIELD", "OFFSETS", "CONFIDENCE", "REPLACEMENT"],
      findings,
    );
    out.push(...table.split("\n").map((line) => `  ${line}`));
  }
  const timedOut = Object.values(response.results).filter((r) => r.status === "timeout");
  if (timedOut.length > 0) out.push(`timed out: ${timedOut.map((r) => r.scanner).join(", ")}`);
  if (response.redactedInput !== undefined) {
    out.push("redacted input:", response.redactedInput);
  }
  if (response.redactedOutput !== undefined) {
    out.push("redacted output:", response.redactedOutput);
  }
  deps.io.stdout.write(`${out.join("\n")}\n`);
}

async function runScan(file: string, flags: ScanFlags, deps: CliDeps): Promise<void> {
  if (flags.scanners !== undefined && flags.policy !== undefined) {
    throw new UserError(
      "--scanners and --policy cannot be used together",
      "the policy names its scanners; drop one of them",
    );
  }
  const policy = flags.policy === undefined ? undefined : await loadPolicy(flags.policy);
  const text = await readText(file, "FILE");
  const request = {
    ...(flags.field === "output" ? { output: text } : { input: text }),
    ...(flags.config === undefined ? {} : { config: flags.config }),
  };
  let response: ScanResponse;
  try {
    response =
      policy === undefined
        ? scan({ ...request, scanners: flags.scanners ?? DEFAULT_SCANNERS })
        : scanWithPolicy(policy, request);
  } catch (error) {
    throw scanError(error, flags);
  }
  if (flags.json) deps.io.stdout.write(json(response));
  else printScan(deps, response);
  if (response.action === "block") {
    // Not a usage error: the verdict is already printed, so exit 1 without another line.
    throw new CommanderError(BLOCKED_EXIT_CODE, "vigil.guardrails.blocked", response.actionReason);
  }
}

function makeScanCommand(deps: CliDeps): Command {
  return new Command("scan")
    .description("Scan text in-process with guardrail scanners (no server needed)")
    .argument("[file]", "text to scan; - or nothing reads stdin", "-")
    .option("--scanners <names>", "comma-separated scanners (default: pii,secrets)", parseScanners)
    .option("--policy <file>", "a guardrail policy JSON, as POST /api/guardrail-policies stores")
    .option(
      "--config <json>",
      'per-scanner config, e.g. \'{"pii":{"action":"mask"}}\'',
      parseConfig,
    )
    .addOption(
      new Option("--field <field>", "scan the text as the prompt or the answer")
        .choices(["input", "output"])
        .default("input"),
    )
    .option("--json", "print the full scan response (the data of POST /v1/guardrails/scan)")
    .addHelpText(
      "after",
      `
Exit codes: 0 when the action is pass, flag or redact; 1 when it is block; 2 on errors.
With --policy, --config overrides the policy's config per scanner (its keys win).

Examples:
  $ vigil guardrails scan prompt.txt
  $ vigil guardrails scan answer.txt --field output --scanners secrets,keywords \\
      --config '{"keywords":{"keywords":["internal"]}}'
  $ vigil guardrails scan prompt.txt --policy policy.json --json | jq .redactedInput
  $ git diff | vigil guardrails scan --scanners secrets || echo "secret in the diff"
  $ echo "mail jane@example.com" | vigil guardrails scan`,
    )
    .action((file: string, flags: ScanFlags) => runScan(file, flags, deps));
}

function makeScannersCommand(deps: CliDeps): Command {
  return new Command("scanners")
    .description("List the guardrail scanners with their descriptions")
    .option("--json", "print [{name, description}]")
    .addHelpText(
      "after",
      `
Examples:
  $ vigil guardrails scanners
  $ vigil guardrails scanners --json | jq -r '.[].name'`,
    )
    .action((flags: { json?: boolean }) => {
      const scanners = listScanners();
      deps.io.stdout.write(
        flags.json
          ? json(scanners)
          : `${formatTable(
              ["NAME", "DESCRIPTION"],
              scanners.map((s) => [s.name, s.description]),
            )}\n`,
      );
    });
}

/** `vigil guardrails scan|scanners`: @vigil/guardrails-core in-process. */
export function makeGuardrailsCommand(deps: CliDeps): Command {
  return new Command("guardrails")
    .description("Run guardrail scanners in-process on text from a file or stdin")
    .addCommand(makeScanCommand(deps))
    .addCommand(makeScannersCommand(deps))
    .addHelpText(
      "after",
      `
Examples:
  $ vigil guardrails scanners
  $ vigil guardrails scan prompt.txt --policy policy.json`,
    );
}
