/** An OTLP/HTTP body of any signal, decoded by its encoding; shared by the routes and the trace writer thread. */
import { ValidationError } from "../http/errors";
import { jsonTooDeepError } from "../http/json-too-deep";
import { jsonNestsDeeperThan } from "../lib/json-depth";
import { OtlpDecodeError } from "./types";

/** How one OTLP signal's request is read from each encoding. */
export interface OtlpDecoders<T> {
  protobuf(bytes: Uint8Array): T;
  json(value: unknown): T;
}

/**
 * Decodes an OTLP/HTTP body of any signal (traces, logs): protobuf or JSON (depth-limited),
 * with a decoding failure answered as 400 naming the bad field.
 */
export function decodeOtlpBody<T>(
  bytes: Uint8Array,
  protobuf: boolean,
  decoders: OtlpDecoders<T>,
): T {
  try {
    if (protobuf) return decoders.protobuf(bytes);
    const text = Buffer.from(bytes).toString("utf8");
    if (jsonNestsDeeperThan(text)) throw jsonTooDeepError();
    return decoders.json(JSON.parse(text));
  } catch (error) {
    if (error instanceof OtlpDecodeError) {
      throw new ValidationError(`Invalid OTLP request: ${error.message}`, {
        field: error.path || "body",
        reason: error.message,
      });
    }
    if (error instanceof SyntaxError) {
      throw new ValidationError("Malformed JSON", { field: "body", reason: "Malformed JSON" });
    }
    throw error;
  }
}
