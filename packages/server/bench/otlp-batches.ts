import { JsonTraceSerializer, ProtobufTraceSerializer } from "@opentelemetry/otlp-transformer";
import { AGENT_NAMES, genaiBatch, type IdPlan, seededRandom } from "./genai-spans";
import { encodeLogBatch } from "./otlp-log-batches";

/**
 * OTLP export requests encoded once, before anything is measured, then sent again and again
 * with fresh ids: each id starts with a 4-byte stamp (8 hex digits in JSON) that is rewritten
 * in place for every request, so the load generator copies no bytes and encodes nothing.
 *
 *   trace id  = stamp(4) · salt(8) · template(2) · trace(2)
 *   span id   = stamp(4) · salt(2) · span(2)
 *
 * The stamp of request `seq` is a bijective 32-bit hash of `seq`: ids never repeat within a run
 * and fall all over the key space, as random OpenTelemetry ids do (B-tree inserts land
 * anywhere, not just at the right edge).
 */

export type Encoding = "protobuf" | "json";

export const TRACES_PER_BATCH = 64;
export const SPANS_PER_TRACE = 8;
export const SPANS_PER_BATCH = TRACES_PER_BATCH * SPANS_PER_TRACE;

export interface BatchTemplate {
  encoding: Encoding;
  bytes: Buffer;
  /** The spans of the batch (for a logs batch: of its span batch, whose ids it shares). */
  spans: number;
  /** Where each id's stamp starts in `bytes`. */
  stampOffsets: Int32Array;
}

export interface TemplateOptions {
  count: number;
  seed: number;
  /** Epoch ms of the first trace's start; the batches follow each other from there. */
  startMs: number;
  traces?: number;
  spansPerTrace?: number;
  /** Also encode each batch's GenAI log records (protobuf), in `logs`. */
  logs?: boolean;
  /** The services (agents) the batches take in turn; AGENT_NAMES unless given. */
  services?: readonly string[];
}

const TRACE_PLACEHOLDER = "00000000";
const SPAN_PLACEHOLDER = "ffffffff";

const hex = (value: number, digits: number) => value.toString(16).padStart(digits, "0");

/** murmur3's fmix32: a bijection on 32-bit integers that scatters consecutive inputs. */
export function mix32(seq: number): number {
  let x = seq >>> 0;
  x ^= x >>> 16;
  x = Math.imul(x, 0x85ebca6b);
  x ^= x >>> 13;
  x = Math.imul(x, 0xc2b2ae35);
  x ^= x >>> 16;
  return x >>> 0;
}

/** The 8 hex digits that replace an id's placeholder for request `seq`. */
export function stampHex(seq: number): string {
  return hex(mix32(seq), 8);
}

interface PlannedIds extends IdPlan {
  /** What every trace id, and every span id, of the batch starts with. */
  tracePrefix: string;
  spanPrefix: string;
  traces: number;
}

function idPlan(template: number, seed: number): PlannedIds {
  const random = seededRandom(seed ^ 0x5eed);
  const salt = hex(Math.floor(random() * 2 ** 32), 8) + hex(Math.floor(random() * 2 ** 32), 8);
  const spanSalt = hex(Math.floor(random() * 2 ** 16), 4);
  const plan: PlannedIds = {
    tracePrefix: `${TRACE_PLACEHOLDER}${salt}`,
    spanPrefix: `${SPAN_PLACEHOLDER}${spanSalt}`,
    traces: 0,
    traceId(i) {
      plan.traces++;
      return `${plan.tracePrefix}${hex(template, 4)}${hex(i, 4)}`;
    },
    spanId: (i) => `${plan.spanPrefix}${hex(i, 4)}`,
  };
  return plan;
}

/** Every place `needle` starts in `bytes`, in one pass. */
function offsetsOf(bytes: Buffer, needle: Buffer, into: number[]): number {
  let found = 0;
  for (let at = bytes.indexOf(needle); at !== -1; at = bytes.indexOf(needle, at + needle.length)) {
    into.push(at);
    found++;
  }
  return found;
}

/**
 * `count` distinct batches (4 services, different questions, models, failures, times), each
 * encoded in both encodings. Throws when an id is not found exactly where expected, so a
 * change in the serializer cannot silently send repeated ids.
 */
export function buildTemplates(
  options: TemplateOptions,
): Record<Encoding | "logs", BatchTemplate[]> {
  const traces = options.traces ?? TRACES_PER_BATCH;
  const spansPerTrace = options.spansPerTrace ?? SPANS_PER_TRACE;
  const out: Record<Encoding | "logs", BatchTemplate[]> = { protobuf: [], json: [], logs: [] };
  const random = seededRandom(options.seed);
  const services = options.services ?? AGENT_NAMES;
  for (let t = 0; t < options.count; t++) {
    const ids = idPlan(t, options.seed);
    const spans = genaiBatch({
      traces,
      spansPerTrace,
      service: services[t % services.length] as string,
      startMs: options.startMs + t * traces * 250,
      random,
      ids,
    });
    const encoded: Record<Encoding, Uint8Array | undefined> = {
      protobuf: ProtobufTraceSerializer.serializeRequest(spans),
      json: JsonTraceSerializer.serializeRequest(spans),
    };
    for (const encoding of ["protobuf", "json"] as const) {
      const raw = encoded[encoding];
      if (!raw) throw new Error(`the ${encoding} serializer produced nothing`);
      const bytes = Buffer.from(raw);
      const offsets: number[] = [];
      const needle = (id: string) =>
        encoding === "json" ? Buffer.from(id) : Buffer.from(id, "hex");
      // Each trace id once per span; each span id once, and once more per child.
      const traceHits = offsetsOf(bytes, needle(ids.tracePrefix), offsets);
      const spanHits = offsetsOf(bytes, needle(ids.spanPrefix), offsets);
      const expected = spans.length + (spans.length - ids.traces);
      if (traceHits !== spans.length || spanHits !== expected) {
        throw new Error(
          `template ${t} (${encoding}): found ${traceHits} trace ids and ${spanHits} span ids, expected ${spans.length} and ${expected}`,
        );
      }
      out[encoding].push({
        encoding,
        bytes,
        spans: spans.length,
        stampOffsets: Int32Array.from(offsets),
      });
    }
    if (options.logs) {
      const { bytes: raw, records } = encodeLogBatch(spans);
      const bytes = Buffer.from(raw);
      const offsets: number[] = [];
      // Each record carries its trace id and span id once.
      const traceHits = offsetsOf(bytes, Buffer.from(ids.tracePrefix, "hex"), offsets);
      const spanHits = offsetsOf(bytes, Buffer.from(ids.spanPrefix, "hex"), offsets);
      if (traceHits !== records || spanHits !== records) {
        throw new Error(
          `template ${t} (logs): ${traceHits}/${spanHits} ids for ${records} records`,
        );
      }
      out.logs.push({
        encoding: "protobuf",
        bytes,
        spans: spans.length,
        stampOffsets: Int32Array.from(offsets),
      });
    }
  }
  return out;
}

const HEX_CODES = Buffer.from("0123456789abcdef");

/** Rewrites every id's stamp in `bytes` (a copy of `template.bytes`) for request `seq`. */
export function stamp(bytes: Buffer, template: BatchTemplate, seq: number): void {
  const value = mix32(seq);
  const offsets = template.stampOffsets;
  if (template.encoding === "protobuf") {
    for (let i = 0; i < offsets.length; i++) bytes.writeUInt32BE(value, offsets[i] as number);
    return;
  }
  for (let i = 0; i < offsets.length; i++) {
    const at = offsets[i] as number;
    for (let d = 0; d < 8; d++) {
      bytes[at + d] = HEX_CODES[(value >>> (28 - d * 4)) & 15] as number;
    }
  }
}
