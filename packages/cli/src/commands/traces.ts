import { EventEmitter, once } from "node:events";
import { type FileHandle, open, unlink } from "node:fs/promises";
import { createInterface } from "node:readline";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import {
  createIngestPipeline,
  exportTraceLines,
  type ImportProgress,
  type ImportSummary,
  importTraceLines,
  parseDuration,
} from "@vigil/server/operator";
import { Command, InvalidArgumentError } from "commander";
import { configFrom, type DatabaseFlags, withDatabase } from "../database";
import type { CliDeps, Writer } from "../deps";
import { codeOf, UserError } from "../errors";
import { json } from "../format";
import { addDatabaseOptions } from "../options";

interface ImportFlags extends DatabaseFlags {
  company: string;
  agent?: string;
  json?: boolean;
}

interface ExportFlags extends DatabaseFlags {
  company: string;
  agent: string;
  since?: string;
  until?: string;
  out?: string;
}

/** Least time between two redraws of the progress bar on a terminal (so ≤10 per second). */
const REDRAW_MS = 100;
/** Without a terminal, one progress line per this many lines (or traces). */
const LOG_EVERY = 10_000;
/** Reasons printed by the text summary; --json lists up to 100. */
const SHOWN_REASONS = 10;
/** Bytes gathered before a write, so a large export is not a million small writes. */
const CHUNK = 64 * 1024;

const count = (n: number) => n.toLocaleString("en-US");
const counted = (n: number, noun: string) => `${count(n)} ${noun}${n === 1 ? "" : "s"}`;
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
const isTty = (writer: Writer) => "isTTY" in writer && writer.isTTY === true;

/** Writes and, when the writer is a stream that asks for it, waits until it drains. */
async function write(writer: Writer, chunk: string): Promise<void> {
  if (writer.write(chunk) === false && writer instanceof EventEmitter) await once(writer, "drain");
}

/** A status line on stderr: a bar redrawn ≤10×/s on a terminal, else a line every LOG_EVERY. */
function progressLine(stderr: Writer, render: (tty: boolean) => string) {
  const tty = isTty(stderr);
  let drawnAt = Number.NEGATIVE_INFINITY;
  let nextLog = LOG_EVERY;
  return {
    update(done: number): void {
      if (tty) {
        const now = performance.now();
        if (now - drawnAt < REDRAW_MS) return;
        drawnAt = now;
        stderr.write(`\r\x1b[K${render(true)}`);
      } else if (done >= nextLog) {
        nextLog = (Math.floor(done / LOG_EVERY) + 1) * LOG_EVERY;
        stderr.write(`${render(false)}\n`);
      }
    },
    clear(): void {
      if (tty && drawnAt !== Number.NEGATIVE_INFINITY) stderr.write("\r\x1b[K");
    },
  };
}

/** `[███░░] 45% · 10 lines · …` on a terminal; `10 lines · … (45%)` in a log. */
function importStatus(p: ImportProgress, size: number | null, terminal: boolean): string {
  const counts = `${count(p.lines)} lines · ${count(p.imported)} traces · ${count(p.rejected)} rejected`;
  if (size === null || size === 0) return counts;
  const ratio = Math.min(1, p.bytes / size);
  if (!terminal) return `${counts} (${Math.floor(ratio * 100)}%)`;
  const filled = Math.round(ratio * 24);
  const bar = `[${"█".repeat(filled)}${"░".repeat(24 - filled)}]`;
  return `${bar} ${String(Math.floor(ratio * 100)).padStart(3)}% · ${counts}`;
}

/** The input file (or stdin for `-`), checked before the database is opened. */
async function openInput(file: string) {
  if (file === "-") return { stream: process.stdin, size: null, handle: undefined };
  let handle: FileHandle | undefined;
  try {
    handle = await open(file, "r");
    const info = await handle.stat();
    if (info.isDirectory()) {
      throw new UserError(`${file} is a directory`, "give a JSON lines file, or - for stdin");
    }
    return { stream: handle.createReadStream(), size: info.isFile() ? info.size : null, handle };
  } catch (error) {
    await handle?.close().catch(() => {});
    if (error instanceof UserError) throw error;
    if (codeOf(error) === "ENOENT") {
      throw new UserError(`file ${file} not found`, "check the path, or use - to read stdin");
    }
    throw new UserError(`cannot read ${file} (${messageOf(error)})`, "check its permissions");
  }
}

/** A NOT_FOUND from the server's transfer functions, as the flag the user should check. */
function notFoundFlag(error: unknown, flags: { company: string; agent?: string | undefined }) {
  if (codeOf(error) !== "NOT_FOUND") return error;
  if (messageOf(error).startsWith("Company")) {
    return new UserError(`company ${flags.company} not found`, "check --company");
  }
  return new UserError(
    `agent ${flags.agent} not found in company ${flags.company}`,
    "check --agent and --company",
  );
}

function printSummary(deps: CliDeps, summary: ImportSummary, company: string): void {
  const out: string[] = [
    `Imported ${counted(summary.imported, "trace")} (${counted(summary.spans, "span")}` +
      `${summary.logRecords > 0 ? `, ${counted(summary.logRecords, "log record")}` : ""}) from ` +
      `${counted(summary.lines, "line")} into company ${company}.`,
  ];
  if (summary.reasons.length > 0) {
    const refused = [
      summary.rejected > 0 ? counted(summary.rejected, "line") : "",
      summary.rejectedSpans > 0 ? counted(summary.rejectedSpans, "span") : "",
    ];
    out.push(`Rejected ${refused.filter((part) => part !== "").join(" and ")}:`);
    for (const { line, reason } of summary.reasons.slice(0, SHOWN_REASONS)) {
      const short = reason.length > 200 ? `${reason.slice(0, 199)}…` : reason;
      out.push(`  line ${line}: ${short}`);
    }
    const more = summary.reasons.length - SHOWN_REASONS + summary.moreReasons;
    if (more > 0) out.push(`  … and ${count(more)} more (--json lists the first 100)`);
  }
  deps.io.stdout.write(`${out.join("\n")}\n`);
}

async function importTraces(file: string, flags: ImportFlags, deps: CliDeps): Promise<void> {
  const config = configFrom(flags, deps);
  const input = await openInput(file);
  const lines = createInterface({ input: input.stream, crlfDelay: Number.POSITIVE_INFINITY });
  let latest: ImportProgress = { lines: 0, imported: 0, rejected: 0, bytes: 0 };
  const progress = progressLine(deps.io.stderr, (tty) => importStatus(latest, input.size, tty));
  let summary: ImportSummary;
  const ingest = createIngestPipeline();
  try {
    summary = await withDatabase(config, (database) =>
      importTraceLines(
        { database, clock: deps.clock, ingest },
        { companyId: flags.company, agentId: flags.agent },
        lines,
        (p) => {
          latest = p;
          progress.update(p.lines);
        },
      ).catch((error: unknown) => Promise.reject(notFoundFlag(error, flags))),
    );
  } finally {
    await ingest.close();
    progress.clear();
    lines.close();
    await input.handle?.close().catch(() => {});
  }
  if (flags.json) deps.io.stdout.write(json(summary));
  else printSummary(deps, summary, flags.company);
  if (summary.imported === 0 && summary.rejected > 0) {
    throw new UserError(
      `nothing imported: all ${counted(summary.rejected, "trace line")} were rejected`,
      `fix the lines listed ${flags.json ? "in reasons" : "above"} and import again`,
    );
  }
}

/** `--since` / `--until`: an ISO date or date-time, or `<n>s|m|h|d` back from now. */
function parseTime(value: string): string {
  if (parseDuration(value) === null && Number.isNaN(Date.parse(value))) {
    throw new InvalidArgumentError(
      "Use an ISO 8601 date or date-time (2026-01-31, 2026-01-31T12:00:00Z) or <n>s|m|h|d back from now, such as 7d",
    );
  }
  return value;
}

function resolveTime(value: string | undefined, deps: CliDeps): string | undefined {
  const ms = value === undefined ? null : parseDuration(value);
  return ms === null ? value : new Date(deps.clock.now().getTime() - ms).toISOString();
}

async function exportTraces(flags: ExportFlags, deps: CliDeps): Promise<void> {
  const config = configFrom(flags, deps);
  let exported = 0;
  const progress = progressLine(deps.io.stderr, () => `Exported ${count(exported)} traces`);
  await withDatabase(config, async (database) => {
    const traces = exportTraceLines(
      { database },
      {
        companyId: flags.company,
        agentId: flags.agent,
        since: resolveTime(flags.since, deps),
        until: resolveTime(flags.until, deps),
      },
    );
    // The first line proves the agent exists before --out creates (or empties) a file.
    const first = await traces.next().catch((error: unknown) => {
      throw notFoundFlag(error, flags);
    });
    async function* chunks() {
      if (first.done) return;
      let chunk = `${first.value}\n`;
      exported = 1;
      for await (const line of traces) {
        chunk += `${line}\n`;
        exported++;
        if (flags.out !== undefined) progress.update(exported);
        if (chunk.length >= CHUNK) {
          yield chunk;
          chunk = "";
        }
      }
      yield chunk;
    }
    if (flags.out === undefined) {
      for await (const chunk of chunks()) await write(deps.io.stdout, chunk);
      return;
    }
    await writeFile(flags.out, chunks()).finally(() => progress.clear());
  });
  if (flags.out !== undefined) {
    deps.io.stderr.write(
      `Exported ${counted(exported, "trace")} of agent ${flags.agent} to ${flags.out}\n`,
    );
  }
}

/** Streams into `path` with backpressure; an export that fails leaves no partial file. */
async function writeFile(path: string, chunks: AsyncIterable<string>): Promise<void> {
  let handle: FileHandle;
  try {
    handle = await open(path, "w");
  } catch (error) {
    throw new UserError(`cannot write ${path} (${messageOf(error)})`, "check --out");
  }
  try {
    await pipeline(Readable.from(chunks), handle.createWriteStream());
  } catch (error) {
    await unlink(path).catch(() => {});
    throw error;
  } finally {
    await handle.close().catch(() => {});
  }
}

function makeImportCommand(deps: CliDeps): Command {
  const command = new Command("import")
    .description("Import traces from a JSON lines file straight into the database")
    .argument("<file>", "JSON lines: native traces or OTLP/JSON requests; - reads stdin")
    .option("--company <id>", "company (tenant) to import into", "default")
    .option("--agent <agentId>", "store every trace under this agent of the company")
    .option(
      "--json",
      "print {lines, imported, spans, logRecords, rejected, rejectedSpans, reasons, moreReasons}",
    );
  return addDatabaseOptions(command)
    .addHelpText(
      "after",
      `
Each line is a native trace (the body of POST /api/traces, as "vigil traces export" writes)
or an OTLP/JSON ExportTraceServiceRequest (a line of the OpenTelemetry Collector's file
exporter). A native trace's agent must exist in the company. Bad lines are skipped and
reported with their line number; the exit code is 1 only when nothing could be imported.

Examples:
  $ vigil traces import traces.jsonl
  $ vigil traces import otel-traces.json --company acme --agent agent_01JD...
  $ gunzip -c traces.jsonl.gz | vigil traces import - --json`,
    )
    .action((file: string, flags: ImportFlags) => importTraces(file, flags, deps));
}

function makeExportCommand(deps: CliDeps): Command {
  const command = new Command("export")
    .description("Export one agent's traces as JSON lines, oldest first (no server needed)")
    .requiredOption("--agent <agentId>", "the agent whose traces to export")
    .option("--company <id>", "company (tenant) of the agent", "default")
    .option("--since <time>", "from this ISO date or date-time, or <n>s|m|h|d ago", parseTime)
    .option(
      "--until <time>",
      "up to this time, inclusive (a plain date includes that whole day)",
      parseTime,
    )
    .option("--out <file>", "write to this file instead of stdout");
  return addDatabaseOptions(command)
    .addHelpText(
      "after",
      `
Each line is a native trace with its spans, exactly what "vigil traces import" reads.

Examples:
  $ vigil traces export --agent agent_01JD... > traces.jsonl
  $ vigil traces export --agent agent_01JD... --since 7d --out last-week.jsonl
  $ vigil traces export --agent agent_01JD... --since 2026-01-01 --until 2026-01-31 | gzip > jan.jsonl.gz
  $ vigil traces export --agent agent_01JD... --data-dir old | vigil traces import - --data-dir new`,
    )
    .action((flags: ExportFlags) => exportTraces(flags, deps));
}

/** `vigil traces import|export`: JSON lines in and out, straight on the database. */
export function makeTracesCommand(deps: CliDeps): Command {
  return new Command("traces")
    .description("Import and export traces as JSON lines (no server needed)")
    .addCommand(makeImportCommand(deps))
    .addCommand(makeExportCommand(deps))
    .addHelpText(
      "after",
      `
Examples:
  $ vigil traces import traces.jsonl --company acme
  $ vigil traces export --agent agent_01JD... --company acme --out traces.jsonl`,
    );
}
