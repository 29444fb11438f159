import { describe, expect, it } from "vitest";
import { diffLineKind } from "./prompt-diff";

describe("diffLineKind", () => {
  it("reads added, removed, header and context lines of a unified diff", () => {
    const lines = [
      "--- a/systemPrompt",
      "+++ b/systemPrompt",
      "@@ -1,2 +1,2 @@",
      " Be brief.",
      "-Answer in French.",
      "+Answer in English.",
      "\\ No newline at end of file",
      "",
    ];
    expect(lines.map(diffLineKind)).toEqual([
      "hunk",
      "hunk",
      "hunk",
      "context",
      "del",
      "add",
      "hunk",
      "context",
    ]);
  });
});
