export type LogLevel = "info" | "error" | "silent";

export interface Logger {
  info(msg: string, fields?: Record<string, unknown>): void;
  error(msg: string, fields?: Record<string, unknown>): void;
  /** Writes out the lines still held (the server calls it when it stops). */
  flush(): void;
}

const RANK: Record<LogLevel, number> = { info: 1, error: 2, silent: 3 };
const MAX_HELD_CHARS = 64 * 1024;

/**
 * One JSON object per line. Lines made in the same turn of the event loop are written
 * together (one write instead of one per request), at the latest when the turn ends.
 * Callers never pass keys or secrets in `fields`.
 */
export function createLogger(
  level: LogLevel,
  write: (text: string) => void = (text) => process.stdout.write(text),
): Logger {
  let held = "";
  let scheduled = false;
  const flush = () => {
    scheduled = false;
    if (held === "") return;
    const text = held;
    held = "";
    write(text);
  };
  const emit = (at: "info" | "error", msg: string, fields?: Record<string, unknown>) => {
    if (RANK[at] < RANK[level]) return;
    held += `${JSON.stringify({ time: new Date().toISOString(), level: at, msg, ...fields })}\n`;
    if (held.length >= MAX_HELD_CHARS) flush();
    else if (!scheduled) {
      scheduled = true;
      setImmediate(flush);
    }
  };
  return {
    info: (msg, fields) => emit("info", msg, fields),
    error: (msg, fields) => emit("error", msg, fields),
    flush,
  };
}
