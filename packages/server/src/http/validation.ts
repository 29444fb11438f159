import type { z } from "@hono/zod-openapi";
import { assertAgentInReach } from "./auth";
import { ValidationError } from "./errors";
import type { Principal } from "./principal";

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

/**
 * The zod-openapi `defaultHook`, run for each validated part of a request: a failed validation
 * throws our envelope's 400; a valid part naming an agent outside the key's binding, 404.
 */
export function validationHook(
  result:
    | { success: true; data: unknown; target: string }
    | { success: false; error: z.ZodError; target: string },
  c: { var: { principal?: Principal } },
): void {
  if (!result.success) throw validationErrorFrom(result.error, result.target);
  // Unset on public routes; secured ones authenticate before validating.
  const { principal } = c.var;
  if (principal) assertAgentInReach(principal, result.data);
}
