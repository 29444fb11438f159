import { describe, expect, it } from "vitest";
import { createLogger } from "./logger";

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe("createLogger", () => {
  it("writes the lines of one turn of the event loop together, one JSON object per line", async () => {
    const writes: string[] = [];
    const logger = createLogger("info", (text) => writes.push(text));
    logger.info("request", { status: 200 });
    logger.info("request", { status: 404 });
    expect(writes).toEqual([]);
    await nextTurn();
    expect(writes).toHaveLength(1);
    const lines = (writes[0] ?? "")
      .trimEnd()
      .split("\n")
      .map((line) => JSON.parse(line));
    expect(lines.map((l) => l.status)).toEqual([200, 404]);
    expect(lines[0]).toMatchObject({ level: "info", msg: "request" });
  });

  it("writes at once when flushed, and drops what the level hides", () => {
    const writes: string[] = [];
    const logger = createLogger("error", (text) => writes.push(text));
    logger.info("hidden");
    logger.error("shown");
    logger.flush();
    expect(writes).toHaveLength(1);
    expect(writes[0]).toContain('"msg":"shown"');
    expect(writes[0]).not.toContain("hidden");
  });
});
