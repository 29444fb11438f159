import { configObject } from "../scanners/config";
import { type CompiledSchema, compileSchema, validateSchema } from "./json-schema";
import type { Grader } from "./types";

/** json_valid: the output parses as JSON and, when a schema is given, satisfies it. */
export const jsonValidGrader: Grader = {
  type: "json_valid",
  prepare(raw, field) {
    const config = configObject(raw, field, ["schema"]);
    const schema: CompiledSchema | undefined =
      config.schema === undefined ? undefined : compileSchema(config.schema, `${field}.schema`);
    return (output, _metadata, deadline) => {
      let value: unknown;
      try {
        value = JSON.parse(output) as unknown;
      } catch (error) {
        return { passed: false, detail: `invalid JSON: ${(error as Error).message}` };
      }
      if (schema === undefined) return { passed: true, detail: "valid JSON" };
      const errors = validateSchema(value, schema, deadline);
      if (errors.length === 0) return { passed: true, detail: "valid JSON matching the schema" };
      const shown = errors.slice(0, 5).map((e) => `${e.path}: ${e.message}`);
      const more = errors.length > 5 ? ` (+${errors.length - 5} more)` : "";
      return { passed: false, detail: `schema violations: ${shown.join("; ")}${more}` };
    };
  },
};
