import { once } from "node:events";
import { createWriteStream } from "node:fs";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { setTimeout as sleep } from "node:timers/promises";
import { Command, InvalidArgumentError, Option } from "commander";
import type { CliDeps } from "../deps";
import { UserError } from "../errors";
import { json } from "../format";
import { client, DEFAULT_URL } from "../server-client";

interface MyDataFlags {
  url?: string;
  apiKey?: string;
  format: "json" | "csv";
  out?: string;
  traces: boolean;
  consents: boolean;
  redactPii?: boolean;
  traceLimit?: number;
  json?: boolean;
}

interface DsrState {
  status: string;
  completionNotes: string | null;
  export: { status: string; traceCount: number; bytes: number } | null;
}

const POLL_MS = 500;

function parseTraceLimit(value: string): number {
  const limit = Number(value);
  if (!/^\d+$/.test(value) || limit < 1 || limit > 100_000) {
    throw new InvalidArgumentError("Use a whole number from 1 to 100000");
  }
  return limit;
}

function makeMyDataCommand(deps: CliDeps): Command {
  return new Command("my-data")
    .description("Export your data (traces, consents) from a running server, with progress")
    .option("--url <url>", "the server (env VIGIL_URL)")
    .option("--api-key <key>", "your API key (env VIGIL_API_KEY)")
    .addOption(
      new Option("--format <format>", "file format").choices(["json", "csv"]).default("json"),
    )
    .option("--out <file>", "write the export here (default: stdout)")
    .option("--no-traces", "leave traces out")
    .option("--no-consents", "leave consents out")
    .option("--redact-pii", "redact PII in the exported texts")
    .option("--trace-limit <n>", "at most n traces (1-100000)", parseTraceLimit)
    .option("--json", "print a JSON summary on stdout (needs --out)")
    .addHelpText(
      "after",
      `
Examples:
  $ vigil export my-data --format csv --out my-data.csv
  $ VIGIL_API_KEY=vgl_… vigil export my-data --redact-pii --out my-data.json --json`,
    )
    .action(async (flags: MyDataFlags) => {
      const apiKey = flags.apiKey ?? deps.env.VIGIL_API_KEY;
      if (!apiKey) throw new UserError("no API key", "pass --api-key or set VIGIL_API_KEY");
      if (flags.json && flags.out === undefined) {
        throw new UserError("--json prints a summary on stdout", "give --out FILE for the export");
      }
      const baseUrl = flags.url ?? deps.env.VIGIL_URL ?? DEFAULT_URL;
      const api = client(baseUrl, apiKey);
      const requested = await api.post<{
        requestId: string;
        exportId: string;
        downloadUrl: string;
      }>("/api/v1/compliance/export/my-data", {
        format: flags.format,
        includeTraces: flags.traces,
        includeConsents: flags.consents,
        redactPII: flags.redactPii === true,
        ...(flags.traceLimit === undefined ? {} : { traceLimit: flags.traceLimit }),
      });
      const { stderr } = deps.io;
      stderr.write(`Export ${requested.exportId} requested (DSR ${requested.requestId})\n`);
      let state: DsrState;
      let shown = -1;
      for (;;) {
        state = await api.get<DsrState>(`/api/v1/compliance/dsr/${requested.requestId}`);
        const written = state.export?.traceCount ?? 0;
        if (written !== shown) {
          stderr.write(
            `Export ${requested.exportId}: ${state.export?.status ?? state.status}, ${written.toLocaleString("en-US")} traces written\n`,
          );
          shown = written;
        }
        if (state.status === "completed") break;
        await sleep(POLL_MS);
      }
      if (state.export?.status !== "completed") {
        throw new UserError(
          `export ${requested.exportId} did not complete (${state.completionNotes ?? state.export?.status})`,
          "run the command again",
        );
      }
      const response = await api.download(requested.downloadUrl);
      if (!response.body) throw new UserError("the download was empty", "run the command again");
      const body = Readable.fromWeb(response.body as never);
      if (flags.out === undefined) {
        for await (const chunk of body) {
          if (deps.io.stdout.write(chunk) === false && "once" in deps.io.stdout) {
            await once(deps.io.stdout as never, "drain");
          }
        }
      } else {
        await pipeline(body, createWriteStream(flags.out, { mode: 0o600 }));
        stderr.write(
          `Wrote ${state.export.traceCount.toLocaleString("en-US")} traces (${state.export.bytes.toLocaleString("en-US")} bytes) to ${flags.out}\n`,
        );
      }
      if (flags.json) {
        deps.io.stdout.write(
          json({
            requestId: requested.requestId,
            exportId: requested.exportId,
            format: flags.format,
            traceCount: state.export.traceCount,
            bytes: state.export.bytes,
            out: flags.out,
          }),
        );
      }
    });
}

/** `vigil export my-data`. */
export function makeExportCommand(deps: CliDeps): Command {
  return new Command("export")
    .description("Exports through a running server (--url, --api-key)")
    .addCommand(makeMyDataCommand(deps));
}
