import { PERMISSIONS, type Permission, parseDuration } from "@vigil/server/operator";
import { type Command, InvalidArgumentError, Option } from "commander";

/** `--port`: an integer 0–65535 (0 picks a free port). */
export function parsePort(value: string): number {
  const port = Number(value);
  if (!/^\d+$/.test(value) || port > 65_535) {
    throw new InvalidArgumentError("Use an integer from 0 to 65535 (0 picks a free port)");
  }
  return port;
}

/** `--expires`: `<n>s|m|h|d`, as milliseconds. */
export function parseExpires(value: string): number {
  const ms = parseDuration(value);
  if (ms === null) {
    throw new InvalidArgumentError("Use a duration <n>s|m|h|d, such as 30d or 12h");
  }
  return ms;
}

/** `--permissions`: a comma-separated subset of read,write,delete. */
export function parsePermissions(value: string): Permission[] {
  const names = value
    .split(",")
    .map((name) => name.trim())
    .filter((name) => name !== "");
  if (names.length === 0) {
    throw new InvalidArgumentError(`Use a comma-separated list of ${PERMISSIONS.join(", ")}`);
  }
  const unknown = names.filter((name) => !(PERMISSIONS as readonly string[]).includes(name));
  if (unknown.length > 0) {
    throw new InvalidArgumentError(
      `Unknown permission "${unknown[0]}": use a comma-separated list of ${PERMISSIONS.join(", ")}`,
    );
  }
  return PERMISSIONS.filter((permission) => names.includes(permission));
}

/** --data-dir | --database-url, for the commands that open the database directly. */
export function addDatabaseOptions(command: Command): Command {
  return command
    .addOption(
      new Option(
        "--data-dir <dir>",
        "SQLite data directory holding vigil.db (default: ./.vigil, or VIGIL_DATA_DIR)",
      ).conflicts("databaseUrl"),
    )
    .addOption(
      new Option(
        "--database-url <url>",
        "PostgreSQL URL postgres://user:pass@host:5432/db (or VIGIL_DATABASE_URL)",
      ),
    );
}
