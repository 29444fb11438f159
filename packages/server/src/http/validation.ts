import type { z } from "@hono/zod-openapi";
import { ValidationError } from "./errors";

interface Issue {
  field: string;
  reason: string;
  code: string;
}

function fieldOf(path: readonly PropertyKey[]): string {
  return path
    .map((part, i) =>
      typeof part === "number" ? `[${part}]` : `${i > 0 ? "." : ""}${String(part)}`,
    )
    .join("");
}

/** Turns zod issues into the spec's validation error: first problem as field/reason, all as issues[]. */
export function validationErrorFrom(error: z.ZodError, target: string): ValidationError {
  const issues: Issue[] = error.issues.map((issue) => ({
    field: fieldOf(issue.path) || (target === "json" ? "body" : target),
    reason: issue.message,
    code: issue.code,
  }));
  const first = issues[0] ?? { field: "body", reason: "Invalid input", code: "custom" };
  const location = target === "json" ? "body" : target === "param" ? "path" : target;
  return new ValidationError(`Invalid ${location}: ${first.field}: ${first.reason}`, {
    field: first.field,
    reason: first.reason,
    location,
    issues,
  });
}

/** The zod-openapi `defaultHook`: every failed request validation throws our envelope's 400. */
export function validationHook(
  result: { success: true } | { success: false; error: z.ZodError; target: string },
): void {
  if (!result.success) throw validationErrorFrom(result.error, result.target);
}
