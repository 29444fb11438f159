/**
 * A mistake the user can fix: reported as one line `error: <message>: <hint>`, exit code 2.
 * Commands throw it; only main.ts catches it.
 */
export class UserError extends Error {
  constructor(
    message: string,
    readonly hint?: string,
  ) {
    super(message);
    this.name = "UserError";
  }
}

/**
 * A failure with an exit code of its own: `vigil eval` exits 1 when a gate fails (threshold,
 * regression) and 2 on errors (bad id, server unreachable, run failed), as DESIGN.md fixes.
 */
export class ExitCodeError extends UserError {
  constructor(
    message: string,
    hint: string | undefined,
    readonly exitCode: 1 | 2,
  ) {
    super(message, hint);
    this.name = "ExitCodeError";
  }
}

/** The `code` of a Node, SQLite, PostgreSQL or server error, when it has one. */
export function codeOf(error: unknown): string | undefined {
  if (typeof error !== "object" || error === null || !("code" in error)) return undefined;
  return typeof error.code === "string" ? error.code : undefined;
}

const CONNECTION_CODES = new Set([
  "ECONNREFUSED",
  "ENOTFOUND",
  "EAI_AGAIN",
  "ETIMEDOUT",
  "ECONNRESET",
  "28P01", // PostgreSQL: password authentication failed
  "28000", // PostgreSQL: no such role / not allowed
  "3D000", // PostgreSQL: database does not exist
]);

/** True for errors raised while reaching a PostgreSQL server. */
export function isConnectionError(error: unknown): boolean {
  const code = codeOf(error);
  return code !== undefined && CONNECTION_CODES.has(code);
}

function oneLine(text: string): string {
  return text.replace(/\s*\n\s*/g, " ").trim();
}

/** The single stderr line for any failure (without the trailing newline). */
export function errorLine(error: unknown): string {
  if (error instanceof UserError) {
    const message = oneLine(error.message);
    return `error: ${error.hint ? `${message}: ${error.hint}` : message}`;
  }
  if (codeOf(error) === "NOT_FOUND" && error instanceof Error) {
    return `error: ${oneLine(error.message)}: check the id`;
  }
  const message = error instanceof Error ? error.message : String(error);
  return `error: ${oneLine(message) || "unexpected failure"}`;
}
