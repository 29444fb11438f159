import type { TraceListParams } from "@vigil/sdk";
import { vigil } from "../../api";

export const FILTERS = [
  "agentId",
  "outcome",
  "startDate",
  "endDate",
  "sessionId",
  "userId",
] as const;
const PAGE_SIZE = 50;

/** The list's request, read from the address so every view of it is a link. */
export function paramsOf(query: URLSearchParams): TraceListParams {
  const params: TraceListParams = { limit: PAGE_SIZE, page: Number(query.get("page") ?? 1) || 1 };
  for (const key of FILTERS) {
    const value = query.get(key);
    if (value) (params as Record<string, unknown>)[key] = value;
  }
  // A cursor (the API's nextCursor) seeks straight to the page however deep it is.
  const cursor = query.get("cursor");
  if (cursor) params.cursor = cursor;
  const sortBy = query.get("sortBy");
  if (sortBy === "latencyMs" || sortBy === "tokenCount") params.sortBy = sortBy;
  return params;
}

/** The trace list's query, shared by the page and the start-up prefetch. */
export function listQuery(params: TraceListParams) {
  return {
    queryKey: ["traces", params] as const,
    queryFn: async () => await vigil.traces.list(params),
  };
}
