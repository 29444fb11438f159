import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { describeRoute } from "../../db/audit-chain";
import { csvLine } from "./csv";

describe("audit CSV cells", () => {
  it("prefixes every formula-leading cell with a quote and reads back as written", () => {
    const cells = ["=1+1", "+1", "-1", "@A1", "\tx", "\rx", "a,b", 'say "hi"', "plain", null];
    const [row] = parse(csvLine(cells), { relax_quotes: false }) as string[][];
    expect(row).toEqual([
      "'=1+1",
      "'+1",
      "'-1",
      "'@A1",
      "'\tx",
      "'\rx",
      "a,b",
      'say "hi"',
      "plain",
      "",
    ]);
  });
});

describe("actions derived from routes", () => {
  it("names create, update, delete and sub-actions", () => {
    expect(describeRoute("POST", "/api/departments", {})).toEqual({
      action: "departments.create",
      resourceType: "departments",
      resourceId: null,
    });
    expect(describeRoute("DELETE", "/api/departments/:id", { id: "dept_1" })).toMatchObject({
      action: "departments.delete",
      resourceId: "dept_1",
    });
    expect(describeRoute("POST", "/api/v2/api-keys/:id/rotate", { id: "key_1" })).toEqual({
      action: "api-keys.rotate",
      resourceType: "api-keys",
      resourceId: "key_1",
    });
  });
});
