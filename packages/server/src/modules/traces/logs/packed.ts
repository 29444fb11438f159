/**
 * Log event rows as columns, for the trip to the trace writer thread: an array per column
 * clones about three times faster than an object per row (the structured clone writes every
 * key of every object again), and a logs export holds hundreds of rows.
 */
import { LOG_EVENT_COLUMNS, type LogEventRow } from "../ingest/storage";

export type PackedLogRows = { [K in keyof LogEventRow]: LogEventRow[K][] };

export function packLogRows(rows: readonly LogEventRow[]): PackedLogRows {
  const packed = {} as Record<keyof LogEventRow, unknown[]>;
  for (const column of LOG_EVENT_COLUMNS) packed[column] = rows.map((row) => row[column]);
  return packed as PackedLogRows;
}

export function unpackLogRows(packed: PackedLogRows): LogEventRow[] {
  const columns = packed as Record<keyof LogEventRow, unknown[]>;
  const rows: LogEventRow[] = [];
  const count = packed.id.length;
  for (let i = 0; i < count; i++) {
    const row = {} as Record<keyof LogEventRow, unknown>;
    for (const column of LOG_EVENT_COLUMNS) row[column] = columns[column][i];
    rows.push(row as LogEventRow);
  }
  return rows;
}
