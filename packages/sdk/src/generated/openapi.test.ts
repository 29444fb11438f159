import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { openApiDocument } from "../../../server/src/index";
import { renderTypes } from "../../scripts/render-types";

describe("generated OpenAPI types", () => {
  it("match the server's current OpenAPI document", async () => {
    const committed = await readFile(new URL("./openapi.ts", import.meta.url), "utf8");
    const fresh = await renderTypes(openApiDocument());
    expect(
      committed === fresh,
      "src/generated/openapi.ts is out of date with the server: run `pnpm gen:sdk` and commit it",
    ).toBe(true);
  });
});
