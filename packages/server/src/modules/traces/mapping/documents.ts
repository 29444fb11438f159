// Retrieved documents (OpenInference, reranker, GenAI, vector-DB events); vector-DB queries.
import type { OtlpEvent, OtlpSpan } from "../../../otlp/types";
import type { RetrievedDocument } from "../model";
import { type Ctx, type Family, isObj, parseJsonText, toText } from "./attributes";
import { type EventGroups, takeEvent } from "./events";

const VECTOR_DBS = new Set([
  "chroma",
  "chromadb",
  "pinecone",
  "qdrant",
  "weaviate",
  "milvus",
  "lancedb",
  "marqo",
  "pgvector",
]);

function toScore(v: unknown): number | null {
  const n = typeof v === "number" ? v : typeof v === "string" && v.trim() !== "" ? Number(v) : NaN;
  return Number.isFinite(n) ? n : null;
}

const DOCUMENT_FIELDS = new Map<string, keyof RetrievedDocument>([
  ["document.id", "id"],
  ["document.content", "content"],
  ["document.score", "score"],
]);

/** Sets one document field from a value; false when the value does not fit the field. */
function setDocField(doc: RetrievedDocument, field: keyof RetrievedDocument, v: unknown): boolean {
  if (field === "score") {
    doc.score = toScore(v);
    return doc.score !== null;
  }
  const text = field === "id" ? toText(v) : typeof v === "string" ? v : null;
  doc[field] = text;
  return text !== null;
}

/** `retrieval.documents.N.document.*` and the reranker's lists; metadata stays behind. */
export function familyDocuments(ctx: Ctx, family: Family): RetrievedDocument[] | null {
  const entries = ctx.families.get(family);
  if (!entries) return null;
  const docs = new Map<number, RetrievedDocument>();
  for (const entry of entries) {
    const doc = docs.get(entry.index) ?? { id: null, content: null, score: null };
    docs.set(entry.index, doc);
    const field = DOCUMENT_FIELDS.get(entry.path);
    if (field && setDocField(doc, field, entry.value)) ctx.used.add(entry.key);
  }
  return [...docs.keys()].sort((a, b) => a - b).map((i) => docs.get(i)!);
}

/** `gen_ai.retrieval.documents`: consumed when every document is only id, content and score. */
function genaiDocuments(ctx: Ctx): RetrievedDocument[] | null {
  const list = parseJsonText(ctx.attrs["gen_ai.retrieval.documents"]);
  if (!Array.isArray(list)) return null;
  let whole = true;
  const docs = list.map((item) => {
    const doc: RetrievedDocument = { id: null, content: null, score: null };
    if (!isObj(item)) {
      whole = false;
      return doc;
    }
    for (const key of Object.keys(item)) {
      const field = key === "id" || key === "content" || key === "score" ? key : null;
      if (!field || !setDocField(doc, field, item[key])) whole = false;
    }
    return doc;
  });
  if (whole) ctx.used.add("gen_ai.retrieval.documents");
  return docs;
}

/** OpenLLMetry vector-DB result events; an event with more than this stays (with its id). */
function resultDocuments(ctx: Ctx, events: readonly OtlpEvent[]): RetrievedDocument[] | null {
  if (events.length === 0) return null;
  return events.map((event) => {
    const prefix = `${event.name}.`;
    const doc: RetrievedDocument = { id: null, content: null, score: null };
    const taken: string[] = [];
    for (const [suffix, field] of [
      ["id", "id"],
      ["document", "content"],
      ["score", "score"],
    ] as const) {
      const key = prefix + suffix;
      if (setDocField(doc, field, event.attributes[key])) taken.push(key);
    }
    const rest = Object.keys(event.attributes).length > taken.length;
    takeEvent(ctx, event, rest ? taken.filter((k) => k !== `${prefix}id`) : true);
    return doc;
  });
}

export function resolveDocuments(ctx: Ctx, events: EventGroups): RetrievedDocument[] | null {
  return (
    familyDocuments(ctx, "oiDocuments") ??
    familyDocuments(ctx, "rerankOutput") ??
    genaiDocuments(ctx) ??
    resultDocuments(ctx, events.results)
  );
}

export function isVectorQuery(span: OtlpSpan, events: EventGroups): boolean {
  const a = span.attributes;
  const system = a["db.system"] ?? a["db.system.name"];
  if (typeof system !== "string" || !VECTOR_DBS.has(system.toLowerCase())) return false;
  if (events.results.length > 0 || a["db.vector.query.top_k"] !== undefined) return true;
  const operation = a["db.operation.name"] ?? a["db.operation"] ?? span.name;
  const op = typeof operation === "string" ? operation.toLowerCase() : "";
  return op.includes("query") || op.includes("search") || op.includes("retriev");
}
