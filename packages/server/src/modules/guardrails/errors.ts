import type { z } from "@hono/zod-openapi";
import { GuardrailsError } from "@vigil/guardrails-core";
import { BadRequestError } from "../../http/errors";
import { validationErrorFrom } from "../../http/validation";

/**
 * The guardrail endpoints answer caller mistakes with 400 BAD_REQUEST (the spec's code for
 * them), with the same details as VALIDATION_ERROR: field, reason, issues.
 */
export function badRequestHook(
  result: { success: true } | { success: false; error: z.ZodError; target: string },
): undefined {
  if (result.success) return undefined;
  const { message, details } = validationErrorFrom(result.error, result.target);
  throw new BadRequestError(message, details);
}

/** Runs guardrails-core work, turning its GuardrailsError into 400 BAD_REQUEST. */
export function libraryCall<T>(work: () => T): T {
  try {
    return work();
  } catch (error) {
    if (error instanceof GuardrailsError) {
      throw new BadRequestError(error.message, {
        field: error.field ?? "body",
        reason: error.message,
      });
    }
    throw error;
  }
}
