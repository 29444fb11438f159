import type { ContentfulStatusCode } from "hono/utils/http-status";

export type ErrorDetails = Record<string, unknown>;

/**
 * The one error type services throw; `onError` turns it into the spec's error envelope.
 * @example throw new NotFoundError("Agent agent_01… not found")
 */
export class AppError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly details?: ErrorDetails,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = new.target.name;
  }

  toBody(): { success: false; error: { code: string; message: string; details?: ErrorDetails } } {
    const error: { code: string; message: string; details?: ErrorDetails } = {
      code: this.code,
      message: this.message,
    };
    if (this.details !== undefined) error.details = this.details;
    return { success: false, error };
  }

  getResponse(): Response {
    return new Response(JSON.stringify(this.toBody()), {
      status: this.status,
      headers: { "content-type": "application/json; charset=UTF-8", ...this.headers },
    });
  }
}

export class ValidationError extends AppError {
  constructor(message: string, details?: ErrorDetails) {
    super(400, "VALIDATION_ERROR", message, details);
  }
}

export class BadRequestError extends AppError {
  constructor(message: string, details?: ErrorDetails) {
    super(400, "BAD_REQUEST", message, details);
  }
}

export class UnauthorizedError extends AppError {
  constructor(message = "Authentication required: send Authorization: Bearer <API key>") {
    super(401, "UNAUTHORIZED", message);
  }
}

export class InvalidApiKeyError extends AppError {
  constructor(message = "API key is invalid") {
    super(401, "INVALID_API_KEY", message);
  }
}

export class SessionExpiredError extends AppError {
  constructor(message = "Your session has expired: log in again") {
    super(401, "SESSION_EXPIRED", message);
  }
}

export class ForbiddenError extends AppError {
  constructor(message: string, details?: ErrorDetails) {
    super(403, "FORBIDDEN", message, details);
  }
}

export class NotFoundError extends AppError {
  constructor(message: string) {
    super(404, "NOT_FOUND", message);
  }
}

export class ConflictError extends AppError {
  constructor(message: string, details?: ErrorDetails, headers?: Record<string, string>) {
    super(409, "CONFLICT", message, details, headers);
  }
}

export class PayloadTooLargeError extends AppError {
  constructor(limitBytes: number, headers?: Record<string, string>) {
    super(
      413,
      "PAYLOAD_TOO_LARGE",
      `Request body exceeds the limit of ${limitBytes} bytes`,
      { limitBytes },
      headers,
    );
  }
}

export class RateLimitedError extends AppError {
  constructor(retryAfterSeconds: number, message = "Rate limit exceeded; retry later") {
    super(
      429,
      "RATE_LIMITED",
      message,
      { retryAfterSeconds },
      {
        "Retry-After": String(retryAfterSeconds),
      },
    );
  }
}

export class ServiceUnavailableError extends AppError {
  constructor(message: string, details?: ErrorDetails) {
    super(503, "SERVICE_UNAVAILABLE", message, details);
  }
}

/**
 * Another connection held the database's write lock for the whole wait (a long job, a CLI
 * command): nothing was stored, and the same request can simply be sent again. 503 with
 * Retry-After, which OTLP exporters and the SDK retry.
 */
export class DatabaseBusyError extends AppError {
  constructor() {
    super(
      503,
      "SERVICE_UNAVAILABLE",
      "The database is busy with other writes and nothing was stored; send the request again",
      { reason: "database_busy" },
      { "Retry-After": "1" },
    );
  }
}

export function notFound(resource: string, id: string): NotFoundError {
  return new NotFoundError(`${resource} ${id} not found`);
}
