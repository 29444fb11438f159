import { MAX_JSON_DEPTH } from "../lib/json-depth";
import { ValidationError } from "./errors";

/** 400 VALIDATION_ERROR for a body nested deeper than MAX_JSON_DEPTH, shaped as every validation error. */
export function jsonTooDeepError(): ValidationError {
  const reason = `JSON nesting deeper than ${MAX_JSON_DEPTH} levels`;
  return new ValidationError(`Invalid body: ${reason}`, {
    field: "body",
    reason,
    location: "body",
    issues: [{ field: "body", reason, code: "too_big" }],
  });
}
