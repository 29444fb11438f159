export type LogLevel = "info" | "error" | "silent";

export interface Logger {
  info(msg: string, fields?: Record<string, unknown>): void;
  error(msg: string, fields?: Record<string, unknown>): void;
}

const RANK: Record<LogLevel, number> = { info: 1, error: 2, silent: 3 };

/** One JSON object per line. Callers never pass keys or secrets in `fields`. */
export function createLogger(
  level: LogLevel,
  write: (line: string) => void = (line) => process.stdout.write(line),
): Logger {
  const emit = (at: "info" | "error", msg: string, fields?: Record<string, unknown>) => {
    if (RANK[at] < RANK[level]) return;
    write(`${JSON.stringify({ time: new Date().toISOString(), level: at, msg, ...fields })}\n`);
  };
  return {
    info: (msg, fields) => emit("info", msg, fields),
    error: (msg, fields) => emit("error", msg, fields),
  };
}
