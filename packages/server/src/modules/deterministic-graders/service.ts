import type { z } from "@hono/zod-openapi";
import {
  type BulkEvaluateResponse,
  bulkEvaluate,
  type EvaluateResponse,
  evaluateGraders,
  GuardrailsError,
} from "@vigil/guardrails-core";
import { ValidationError } from "../../http/errors";
import type { Clock } from "../../lib/clock";
import type { BulkEvaluateBody, EvaluateBody } from "./schemas";

/** Runs graders; a bad rule or config (GuardrailsError) is 400 VALIDATION_ERROR naming the field. */
function graded<T>(work: () => T): T {
  try {
    return work();
  } catch (error) {
    if (error instanceof GuardrailsError) {
      throw new ValidationError(error.message, {
        field: error.field ?? "body",
        reason: error.message,
      });
    }
    throw error;
  }
}

/** Every rule against one output; no model calls, nothing stored. */
export function evaluate(
  { clock }: { clock: Clock },
  body: z.infer<typeof EvaluateBody>,
): EvaluateResponse {
  return graded(() => evaluateGraders(body, { date: () => clock.now() }));
}

/** Each item's rules against its output, with pass counts and a summary. */
export function evaluateBulk(
  { clock }: { clock: Clock },
  body: z.infer<typeof BulkEvaluateBody>,
): BulkEvaluateResponse {
  return graded(() => bulkEvaluate(body, { date: () => clock.now() }));
}
