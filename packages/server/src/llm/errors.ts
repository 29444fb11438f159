import { AppError, ServiceUnavailableError } from "../http/errors";

/**
 * The provider's failures as AppErrors. The spec names no gateway codes, so upstream failures
 * get their own `LLM_*` codes with the HTTP status a gateway would answer; every one carries a
 * stable `details.reason` as the 503 of DESIGN.md does.
 */

export function notConfigured(): AppError {
  return new ServiceUnavailableError(
    "No LLM provider is configured: set VIGIL_LLM_BASE_URL (an OpenAI-compatible /v1 URL) " +
      "and VIGIL_LLM_MODEL, and VIGIL_LLM_API_KEY when the provider needs one",
    { reason: "llm_provider_not_configured" },
  );
}

export function embeddingNotConfigured(): AppError {
  return new ServiceUnavailableError(
    "No embedding model is configured: set VIGIL_LLM_EMBEDDING_MODEL",
    { reason: "llm_embedding_model_not_configured" },
  );
}

export function timedOut(timeoutMs: number): AppError {
  return new AppError(504, "LLM_TIMEOUT", `The LLM provider did not answer in ${timeoutMs} ms`, {
    reason: "llm_timeout",
    timeoutMs,
  });
}

/** A non-2xx answer after retries, an unreadable body, or no connection (`status` absent). */
export function providerFailed(status: number | undefined, providerMessage?: string): AppError {
  const what = status === undefined ? "could not be reached" : `answered HTTP ${status}`;
  return new AppError(502, "LLM_PROVIDER_ERROR", `The LLM provider ${what}`, {
    reason: "llm_provider_error",
    ...(status === undefined ? {} : { status }),
    ...(providerMessage ? { providerMessage } : {}),
  });
}

export interface OutputIssue {
  path: string;
  message: string;
}

export function invalidOutput(issues: OutputIssue[]): AppError {
  return new AppError(
    502,
    "LLM_INVALID_OUTPUT",
    "The LLM answered JSON that does not match the expected schema, also after a repair request",
    { reason: "llm_invalid_output", issues },
  );
}
