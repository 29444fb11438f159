/**
 * The base of every error the SDK throws, so one `instanceof` catches them all.
 * @example
 * try {
 *   await vigil.agents.get(id);
 * } catch (error) {
 *   if (error instanceof VigilError) report(error);
 * }
 */
export class VigilError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = new.target.name;
  }
}

/** `details` of the server's error envelope, e.g. `{field, reason, issues}` for validation. */
export type ErrorDetails = Record<string, unknown>;

interface ErrorEnvelope {
  success: false;
  error: { code: string; message: string; details?: ErrorDetails };
}

function isErrorEnvelope(body: unknown): body is ErrorEnvelope {
  if (typeof body !== "object" || body === null) return false;
  const error = (body as { error?: unknown }).error;
  return (
    typeof error === "object" &&
    error !== null &&
    typeof (error as { code?: unknown }).code === "string" &&
    typeof (error as { message?: unknown }).message === "string"
  );
}

function messageFor(status: number, body: unknown): string {
  if (typeof body === "string" && body.trim() !== "") return body.trim().slice(0, 500);
  return `Request failed with status ${status}`;
}

/**
 * The server answered with an error status. Carries the server's error envelope
 * (`code`, `message`, `details`) and the `X-Request-ID` to quote in a bug report.
 * @example
 * try {
 *   await vigil.agents.create({ name: "" });
 * } catch (error) {
 *   if (error instanceof APIError) console.log(error.status, error.code, error.details?.field);
 * }
 */
export class APIError extends VigilError {
  /** HTTP status, e.g. 404. */
  readonly status: number;
  /** The server's stable error code, e.g. `NOT_FOUND`; undefined when the body was no envelope. */
  readonly code: string | undefined;
  /** Extra data, e.g. `{field, reason, issues}` for a validation error. */
  readonly details: ErrorDetails | undefined;
  /** The response's `X-Request-ID`. */
  readonly requestId: string | undefined;
  readonly headers: Headers;
  /** The parsed response body (JSON when it was JSON, else text). */
  readonly body: unknown;

  constructor(status: number, body: unknown, headers: Headers = new Headers()) {
    const envelope = isErrorEnvelope(body) ? body.error : undefined;
    super(envelope?.message ?? messageFor(status, body));
    this.status = status;
    this.code = envelope?.code;
    this.details = envelope?.details;
    this.requestId = headers.get("x-request-id") ?? undefined;
    this.headers = headers;
    this.body = body;
  }

  /**
   * The error subclass for a status: 400 BadRequestError, 401 AuthenticationError,
   * 403 PermissionDeniedError, 404 NotFoundError, 409 ConflictError, 413 PayloadTooLargeError,
   * 422 UnprocessableEntityError, 429 RateLimitError, 5xx InternalServerError, else APIError.
   * @example
   * APIError.generate(404, { success: false, error: { code: "NOT_FOUND", message: "…" } })
   */
  static generate(
    status: number,
    body: unknown,
    headers?: Headers | Record<string, string>,
  ): APIError {
    const h = headers instanceof Headers ? headers : new Headers(headers);
    const ErrorClass = STATUS_ERRORS[status] ?? (status >= 500 ? InternalServerError : APIError);
    return new ErrorClass(status, body, h);
  }
}

/**
 * 400: the request was invalid (`code` VALIDATION_ERROR: see `details.field` and `details.reason`).
 * @example if (error instanceof BadRequestError) console.log(error.details?.field);
 */
export class BadRequestError extends APIError {}
/**
 * 401: the API key is missing (UNAUTHORIZED) or invalid, revoked or expired (INVALID_API_KEY).
 * @example if (error instanceof AuthenticationError) console.log(error.code);
 */
export class AuthenticationError extends APIError {}
/**
 * 403: the API key lacks a permission, or a `companyId` is not the caller's (FORBIDDEN).
 * @example if (error instanceof PermissionDeniedError) console.log(error.details?.required);
 */
export class PermissionDeniedError extends APIError {}
/**
 * 404: no such resource in the caller's company (NOT_FOUND).
 * @example if (error instanceof NotFoundError) return null;
 */
export class NotFoundError extends APIError {}
/**
 * 409: a conflict, such as a taken name or an Idempotency-Key reused with another body (CONFLICT).
 * @example if (error instanceof ConflictError) console.log("name taken:", error.message);
 */
export class ConflictError extends APIError {}
/**
 * 413: the request body is over the limit (PAYLOAD_TOO_LARGE).
 * @example if (error instanceof PayloadTooLargeError) console.log(error.details?.limitBytes);
 */
export class PayloadTooLargeError extends APIError {}
/**
 * 422: the request was well formed but could not be processed.
 * @example if (error instanceof UnprocessableEntityError) console.log(error.message);
 */
export class UnprocessableEntityError extends APIError {}
/**
 * 429: rate limited (RATE_LIMITED); retried automatically, honouring `Retry-After`.
 * @example if (error instanceof RateLimitError) console.log(error.headers.get("retry-after"));
 */
export class RateLimitError extends APIError {}
/**
 * 5xx: the server failed (INTERNAL_ERROR, SERVICE_UNAVAILABLE, …); retried automatically.
 * @example if (error instanceof InternalServerError) console.log(error.requestId);
 */
export class InternalServerError extends APIError {}

const STATUS_ERRORS: Record<number, typeof APIError> = {
  400: BadRequestError,
  401: AuthenticationError,
  403: PermissionDeniedError,
  404: NotFoundError,
  409: ConflictError,
  413: PayloadTooLargeError,
  422: UnprocessableEntityError,
  429: RateLimitError,
};

/**
 * No response arrived: the connection failed or was dropped (after the retries).
 * @example if (error instanceof APIConnectionError) console.log("Vigil unreachable:", error.cause);
 */
export class APIConnectionError extends VigilError {
  constructor(message = "Connection error", options?: { cause?: unknown }) {
    super(message, options);
  }
}

/**
 * No response arrived within `timeoutMs` (after the retries).
 * @example new Vigil({ baseUrl, apiKey, timeoutMs: 5_000 })
 */
export class APIConnectionTimeoutError extends APIConnectionError {
  constructor(timeoutMs: number, options?: { cause?: unknown }) {
    super(`Request timed out after ${timeoutMs} ms`, options);
  }
}

/**
 * The caller's `signal` aborted the request; never retried.
 * @example
 * const controller = new AbortController();
 * const page = vigil.agents.list({}, { signal: controller.signal });
 */
export class APIUserAbortError extends VigilError {
  constructor(options?: { cause?: unknown }) {
    super("Request was aborted", options);
  }
}

/**
 * The recorder dropped a trace for a reason of its own rather than the server's: its queue
 * was full (the oldest trace goes), the client was shut down, or the trace could not be
 * serialized. Passed to the recorder's `onError` with the trace.
 * @example
 * new Vigil({ baseUrl, apiKey, recorder: {
 *   onError: (error, trace) => { if (error instanceof TraceDroppedError) metrics.dropped++; },
 * } })
 */
export class TraceDroppedError extends VigilError {}
