/** Stable codes carried by {@link GuardrailsError}; the server maps them to HTTP statuses. */
export type GuardrailsErrorCode = "BAD_REQUEST";

/**
 * The one error type of guardrails-core: a caller mistake (unknown scanner, bad config,
 * bad option, empty request). `field` is the dotted path of the offending value.
 *
 * @example
 * ```ts
 * try {
 *   scan({ input: "hi", scanners: ["nope"] });
 * } catch (err) {
 *   if (err instanceof GuardrailsError) console.log(err.code, err.field, err.message);
 *   // BAD_REQUEST scanners[0] unknown scanner "nope" (known: pii, secrets, ...)
 * }
 * ```
 */
export class GuardrailsError extends Error {
  override readonly name = "GuardrailsError";
  readonly code: GuardrailsErrorCode;
  /** HTTP status the code corresponds to. */
  readonly status: number;
  /** Dotted path of the offending value, e.g. `config.regex.patterns[0].pattern`. */
  readonly field: string | undefined;

  constructor(message: string, field?: string, code: GuardrailsErrorCode = "BAD_REQUEST") {
    super(field ? `${field}: ${message}` : message);
    this.code = code;
    this.status = 400;
    this.field = field;
  }
}

/** Throws a BAD_REQUEST {@link GuardrailsError} for `field`. */
export function badRequest(field: string | undefined, message: string): never {
  throw new GuardrailsError(message, field);
}
