import { readFile } from "node:fs/promises";
import { codeOf, UserError } from "./errors";

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** All of stdin as UTF-8. A terminal on stdin means nothing was piped: that is a usage error. */
export async function readStdin(what: string, hint: string): Promise<string> {
  const stdin = process.stdin;
  if (stdin.isTTY === true) throw new UserError(`no ${what} on stdin`, hint);
  const chunks: Buffer[] = [];
  for await (const chunk of stdin) {
    chunks.push(typeof chunk === "string" ? Buffer.from(chunk) : (chunk as Buffer));
  }
  return Buffer.concat(chunks).toString("utf8");
}

/** The text of `file`, or of stdin for `-`; a missing or unreadable file names `flag` to fix. */
export async function readText(file: string, flag: string): Promise<string> {
  if (file === "-") return readStdin("input", `pipe text into it, or give ${flag} a file`);
  try {
    return await readFile(file, "utf8");
  } catch (error) {
    const code = codeOf(error);
    if (code === "ENOENT") throw new UserError(`file ${file} not found`, `check ${flag}`);
    if (code === "EISDIR") throw new UserError(`${file} is a directory`, `give ${flag} a file`);
    throw new UserError(`cannot read ${file} (${messageOf(error)})`, "check its permissions");
  }
}

/** `text` parsed as JSON; a syntax error names where the text came from and what to fix. */
export function parseJson(text: string, source: string, hint: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new UserError(`${source} is not valid JSON (${messageOf(error)})`, hint);
  }
}

/** True for a plain JSON object (not null, not an array). */
export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
