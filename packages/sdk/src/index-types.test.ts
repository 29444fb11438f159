/**
 * The package entry names every public resource type, so users can type their own code
 * (`const fix: Fix = …`) without reaching into the generated OpenAPI types. The expectTypeOf
 * lines are checked by `tsc` (the package's typecheck); the listing test fails at run time
 * when a type or resource class is added to types.ts or resources/ and left out of index.ts.
 */
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, expectTypeOf, it } from "vitest";
import type {
  AuditLogList,
  AuditResource,
  ComplianceCheck,
  ComplianceChecksResource,
  ConsentList,
  components,
  EvalHealthReport,
  EvalHealthResource,
  EvalRun,
  EvalRunComparison,
  EvalRunDetail,
  EvalRunsResource,
  EvalSet,
  Fix,
  FixApplication,
  FixDetail,
  Issue,
  IssueDetail,
  PrivacyResource,
  ShadowExecution,
  ShadowTest,
  ShadowTestDetail,
  StartedEvalRun,
  Vigil,
} from "./index";

const SRC = dirname(fileURLToPath(import.meta.url));
type Schemas = components["schemas"];
/** What a resource method's promise resolves to. */
type Answer<F> = F extends (...args: never[]) => infer R ? Awaited<R> : never;

describe("the SDK's exported resource types", () => {
  it("are the types the client's methods answer", () => {
    expectTypeOf<Issue>().toEqualTypeOf<Schemas["Issue"]>();
    expectTypeOf<Fix>().toEqualTypeOf<Schemas["Fix"]>();
    expectTypeOf<ShadowTest>().toEqualTypeOf<Schemas["ShadowTest"]>();
    expectTypeOf<EvalRun>().toEqualTypeOf<Schemas["EvalRun"]>();
    expectTypeOf<Answer<Vigil["issues"]["get"]>>().toEqualTypeOf<IssueDetail>();
    expectTypeOf<Answer<Vigil["fixes"]["get"]>>().toEqualTypeOf<FixDetail>();
    expectTypeOf<Answer<Vigil["fixes"]["apply"]>>().toEqualTypeOf<FixApplication>();
    expectTypeOf<Answer<Vigil["fixes"]["rollback"]>>().toEqualTypeOf<FixApplication>();
    expectTypeOf<Answer<Vigil["shadowTests"]["get"]>>().toEqualTypeOf<ShadowTestDetail>();
    expectTypeOf<Answer<Vigil["shadowTests"]["execute"]>>().toEqualTypeOf<ShadowExecution>();
    expectTypeOf<Answer<Vigil["evalRuns"]["start"]>>().toEqualTypeOf<StartedEvalRun>();
    expectTypeOf<Answer<Vigil["evalRuns"]["results"]>>().toEqualTypeOf<EvalRunDetail>();
    expectTypeOf<Answer<Vigil["evalRuns"]["compare"]>>().toEqualTypeOf<EvalRunComparison>();
    expectTypeOf<Answer<Vigil["evalRuns"]["getSet"]>>().toHaveProperty("id");
    expectTypeOf<EvalSet>().toHaveProperty("id");
    expectTypeOf<Answer<Vigil["audit"]["list"]>>().toEqualTypeOf<AuditLogList>();
    expectTypeOf<Answer<Vigil["privacy"]["listConsents"]>>().toEqualTypeOf<ConsentList>();
    expectTypeOf<Answer<Vigil["complianceChecks"]["check"]>>().toEqualTypeOf<ComplianceCheck>();
    expectTypeOf<Answer<Vigil["evalHealth"]["report"]>>().toEqualTypeOf<EvalHealthReport>();
  });

  it("include the resource classes behind every client property", () => {
    expectTypeOf<Vigil["evalRuns"]>().toEqualTypeOf<EvalRunsResource>();
    expectTypeOf<Vigil["evalHealth"]>().toEqualTypeOf<EvalHealthResource>();
    expectTypeOf<Vigil["audit"]>().toEqualTypeOf<AuditResource>();
    expectTypeOf<Vigil["privacy"]>().toEqualTypeOf<PrivacyResource>();
    expectTypeOf<Vigil["complianceChecks"]>().toEqualTypeOf<ComplianceChecksResource>();
  });

  it("leave nothing of types.ts or resources/ out of the entry", async () => {
    const { readdir } = await import("node:fs/promises");
    const resources = (await readdir(join(SRC, "resources")))
      .filter((name) => name.endsWith(".ts") && !name.endsWith(".test.ts"))
      .map((name) => join(SRC, "resources", name));
    const entry = join(SRC, "index.ts");
    const program = ts.createProgram([entry, join(SRC, "types.ts"), ...resources], {
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      noEmit: true,
      skipLibCheck: true,
    });
    const checker = program.getTypeChecker();
    const exportsOf = (file: string): string[] => {
      const source = program.getSourceFile(file);
      const symbol = source && checker.getSymbolAtLocation(source);
      if (!symbol) throw new Error(`${file} is not a module`);
      return checker.getExportsOfModule(symbol).map((s) => s.name);
    };
    const exported = new Set(exportsOf(entry));
    const left = [join(SRC, "types.ts"), ...resources].flatMap((file) =>
      exportsOf(file)
        .filter((name) => !exported.has(name))
        .map((name) => `${file.slice(SRC.length + 1)}: ${name}`),
    );
    expect(left).toEqual([]);
    expect(exported.size).toBeGreaterThan(300);
  });
});
