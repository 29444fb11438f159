import { describe, expect, it } from "vitest";
import {
  APIError,
  AuthenticationError,
  BadRequestError,
  ConflictError,
  InternalServerError,
  NotFoundError,
  PayloadTooLargeError,
  PermissionDeniedError,
  RateLimitError,
  UnprocessableEntityError,
  VigilError,
} from "./errors";

const envelope = (code: string, message: string, details?: Record<string, unknown>) => ({
  success: false,
  error: { code, message, ...(details ? { details } : {}) },
});

describe("APIError.generate", () => {
  it.each([
    [400, BadRequestError],
    [401, AuthenticationError],
    [403, PermissionDeniedError],
    [404, NotFoundError],
    [409, ConflictError],
    [413, PayloadTooLargeError],
    [422, UnprocessableEntityError],
    [429, RateLimitError],
    [500, InternalServerError],
    [502, InternalServerError],
    [503, InternalServerError],
  ])("maps status %i to its subclass", (status, ErrorClass) => {
    const error = APIError.generate(status, envelope("X", "boom"));
    expect(error).toBeInstanceOf(ErrorClass);
    expect(error).toBeInstanceOf(APIError);
    expect(error).toBeInstanceOf(VigilError);
    expect(error.status).toBe(status);
    expect(error.name).toBe(ErrorClass.name);
  });

  it("falls back to APIError for other statuses", () => {
    const error = APIError.generate(418, envelope("TEAPOT", "no coffee"));
    expect(error.constructor).toBe(APIError);
  });

  it("carries code, message, details and the request id of the envelope", () => {
    const details = { field: "name", reason: "Too small" };
    const error = APIError.generate(400, envelope("VALIDATION_ERROR", "Invalid body", details), {
      "X-Request-ID": "req-1",
    });
    expect(error.code).toBe("VALIDATION_ERROR");
    expect(error.message).toBe("Invalid body");
    expect(error.details).toEqual(details);
    expect(error.requestId).toBe("req-1");
    expect(error.headers.get("x-request-id")).toBe("req-1");
  });

  it("describes a body that is no envelope", () => {
    const text = APIError.generate(502, "Bad gateway from the proxy");
    expect(text.code).toBeUndefined();
    expect(text.message).toBe("Bad gateway from the proxy");
    const empty = APIError.generate(503, undefined);
    expect(empty.message).toBe("Request failed with status 503");
    expect(empty.details).toBeUndefined();
    expect(empty.requestId).toBeUndefined();
  });
});
