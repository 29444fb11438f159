import type { z } from "@hono/zod-openapi";
import { BadRequestError } from "../../http/errors";
import { validationErrorFrom } from "../../http/validation";

/**
 * The compliance endpoints answer invalid bodies and queries with 400 BAD_REQUEST (the spec's
 * code for them), with the same details as VALIDATION_ERROR: field, reason, issues.
 * @example app.openapi(route, handler, complianceHook)
 */
export function complianceHook(
  result: { success: true } | { success: false; error: z.ZodError; target: string },
): undefined {
  if (result.success) return undefined;
  const { message, details } = validationErrorFrom(result.error, result.target);
  throw new BadRequestError(message, details);
}
