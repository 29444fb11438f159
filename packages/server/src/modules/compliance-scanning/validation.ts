import type { z } from "@hono/zod-openapi";
import { validationErrorFrom } from "../../http/validation";
import { badRequestHook } from "../guardrails/errors";

/**
 * Compliance bodies answer 400 BAD_REQUEST (the spec's code for them); queries and paths keep
 * the API-wide 400 VALIDATION_ERROR, as every list's `limit` does.
 */
export function complianceHook(
  result: { success: true } | { success: false; error: z.ZodError; target: string },
): undefined {
  if (result.success || result.target === "json") return badRequestHook(result);
  throw validationErrorFrom(result.error, result.target);
}
