import { describe, expect, it } from "vitest";
import { runCli } from "../testing";

describe("vigil openapi", () => {
  it("prints the OpenAPI 3.1 document as pretty JSON", async () => {
    const result = await runCli(["openapi"]);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^\{\n {2}"openapi": "3\.1\.0"/);
    const document = JSON.parse(result.stdout) as { paths: Record<string, unknown> };
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(["/api/agents", "/api/agents/{id}", "/api/v2/api-keys"]),
    );
  });
});
