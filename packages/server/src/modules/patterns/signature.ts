/**
 * Error signatures: a failure's error type, its parameterised message and the ordered names of
 * its failing spans, hashed into a fingerprint, so the same error from different users, ids and
 * times is counted as one signature.
 */
import { sha256Hex } from "../../lib/hash";
import { parameterise } from "./text/parameterise";

/** A failing span, as far as a signature reads it. */
export interface ErrorSpan {
  name: string;
  type: string;
  statusMessage: string | null;
  /** The span's stored metadata (OTel attributes and events, when it came over OTLP). */
  metadata: Record<string, unknown>;
}

export interface SignatureParts {
  errorType: string;
  template: string;
  spanNames: string[];
  fingerprint: string;
  name: string;
  description: string;
}

const TYPE_PREFIX = /^([A-Za-z_][\w.$]*(?:Error|Exception|Fault|Timeout|Failure|Exceeded))\s*:\s*/;

function text(value: unknown): string | null {
  return typeof value === "string" && value.trim() !== "" ? value.trim() : null;
}

/** error.type, an exception event's exception.type, or a `SomethingError:` prefix of the message. */
export function errorTypeOf(span: ErrorSpan): string | null {
  const attributes = span.metadata.attributes as Record<string, unknown> | undefined;
  const fromAttribute = text(attributes?.["error.type"]) ?? text(span.metadata["error.type"]);
  if (fromAttribute) return fromAttribute;
  const events = Array.isArray(span.metadata.events) ? span.metadata.events : [];
  for (const event of events as { name?: unknown; attributes?: Record<string, unknown> }[]) {
    if (event?.name === "exception") {
      const type = text(event.attributes?.["exception.type"]);
      if (type) return type;
    }
  }
  return span.statusMessage?.match(TYPE_PREFIX)?.[1] ?? null;
}

/**
 * The signature of a failure: its first failing span gives the type and message; every failing
 * span, in order, gives the span names. A failure without error spans (an outcome stated as
 * failure) signs with its stated reason.
 */
export function signatureOf(spans: readonly ErrorSpan[], fallbackReason: string): SignatureParts {
  const first = spans[0];
  const errorType = (first && errorTypeOf(first)) ?? (first ? `${first.type}_error` : "failure");
  let message = first?.statusMessage ?? (first ? `${first.name} failed` : fallbackReason);
  // "ValueError: bad input" and error.type ValueError: the type is said once, not twice.
  if (message.startsWith(`${errorType}:`)) message = message.slice(errorType.length + 1);
  const template = parameterise(message).slice(0, 1_000);
  const spanNames = spans.map((span) => parameterise(span.name));
  const fingerprint = sha256Hex([errorType, template, ...spanNames].join("\n")).slice(0, 32);
  const name = `${errorType}: ${template}`.slice(0, 200);
  const where = spanNames.length > 0 ? ` in ${spanNames.join(" → ")}` : "";
  return {
    errorType,
    template,
    spanNames,
    fingerprint,
    name,
    description: `${errorType} "${template}"${where}`.slice(0, 1_000),
  };
}
