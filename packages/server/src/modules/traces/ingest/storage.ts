/**
 * The storage steps of an ingest write, as code outside ingest/ imports them: the contract
 * (trace-writer.ts) and the writer of each dialect (sqlite-writer.ts, kysely-writer.ts).
 */
export { kyselyWriter } from "./kysely-writer";
export { writeSqlite } from "./sqlite-writer";
export {
  LOG_EVENT_COLUMNS,
  type LogEventKind,
  type LogEventRow,
  type SpanContentColumns,
  type SpanKey,
  spanColumnIndex,
  type TraceOwner,
  type TraceWriter,
} from "./trace-writer";
