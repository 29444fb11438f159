import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  isFormatRejection,
  jsonSchemaOf,
  nextFormatMode,
  parseOutput,
  repairMessages,
  responseFormatFor,
  withFormatInstruction,
} from "./json-output";

const Verdict = z.object({ pass: z.boolean(), notes: z.array(z.string()).optional() });

describe("JSON output", () => {
  it("describes the schema as strict JSON Schema: closed objects, no $schema", () => {
    const schema = jsonSchemaOf(z.object({ a: z.object({ b: z.string() }) }));
    expect(schema).not.toHaveProperty("$schema");
    expect(schema).toMatchObject({
      type: "object",
      additionalProperties: false,
      properties: { a: { type: "object", additionalProperties: false } },
    });
  });

  it("describes what the model writes for a schema with a transform", () => {
    const schema = jsonSchemaOf(z.object({ n: z.string().transform((s) => s.length) }));
    expect(schema).toMatchObject({ properties: { n: { type: "string" } } });
  });

  it("asks by json_schema, then json_object, then the prompt alone", () => {
    const schema = jsonSchemaOf(Verdict);
    expect(responseFormatFor("json_schema", "my verdict!", schema)).toEqual({
      type: "json_schema",
      json_schema: { name: "my_verdict_", schema, strict: true },
    });
    expect(responseFormatFor("json_object", "v", schema)).toEqual({ type: "json_object" });
    expect(responseFormatFor("none", "v", schema)).toBeUndefined();
    expect([
      nextFormatMode("json_schema"),
      nextFormatMode("json_object"),
      nextFormatMode("none"),
    ]).toEqual(["json_object", "none", null]);
  });

  it("puts the schema into the one system message when the request cannot carry it", () => {
    const schema = jsonSchemaOf(Verdict);
    const user = { role: "user" as const, content: "Judge this" };
    expect(withFormatInstruction([user], "json_schema", schema)).toEqual([user]);
    const [added] = withFormatInstruction([user], "json_object", schema);
    expect(added).toMatchObject({ role: "system", content: expect.stringContaining('"pass"') });
    const merged = withFormatInstruction(
      [{ role: "system", content: "You judge." }, user],
      "none",
      schema,
    );
    expect(merged).toHaveLength(2);
    expect(merged[0]?.content).toMatch(/^You judge\.\n\nAnswer with only a JSON value/);
  });

  it("recognises a 400 or 422 about response_format as a refusal of the format", () => {
    expect(isFormatRejection(400, "response_format json_schema is not supported")).toBe(true);
    expect(isFormatRejection(422, "Invalid 'response_format'")).toBe(true);
    expect(isFormatRejection(400, "maximum context length exceeded")).toBe(false);
    expect(isFormatRejection(500, "response_format")).toBe(false);
  });

  it("parses JSON, also inside a ```json fence, and validates it", () => {
    expect(parseOutput('{"pass": true}', Verdict)).toEqual({ ok: true, value: { pass: true } });
    expect(parseOutput('```json\n{"pass": false}\n```', Verdict)).toEqual({
      ok: true,
      value: { pass: false },
    });
  });

  it("reports text that is not JSON, and each schema violation with its path", () => {
    expect(parseOutput("Sure! It passes.", Verdict)).toMatchObject({
      ok: false,
      issues: [{ path: "", message: expect.stringMatching(/^not JSON/) }],
    });
    const result = parseOutput('{"pass": "yes", "notes": [1]}', Verdict);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.issues.map((i) => i.path)).toEqual(["pass", "notes.0"]);
  });

  it("repairs with the conversation, the bad answer and the list of problems", () => {
    const messages = [{ role: "user" as const, content: "Judge this" }];
    const repair = repairMessages(messages, "{oops", [{ path: "", message: "not JSON" }]);
    expect(repair.slice(0, 2)).toEqual([...messages, { role: "assistant", content: "{oops" }]);
    expect(repair[2]).toMatchObject({
      role: "user",
      content: expect.stringContaining("- (root): not JSON"),
    });
  });
});
