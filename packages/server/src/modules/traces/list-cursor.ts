import { ValidationError } from "../../http/errors";

/**
 * Keyset paging for the trace list (beyond the spec's page numbers): a cursor names the last
 * row of a page by its sort value and id, so the next page is an index seek
 * `(sortColumn, id) < (value, id)` however deep the list goes, where OFFSET would walk every
 * row before it. The cursor is opaque to clients: base64url JSON bound to the sort it was
 * made for, and carrying the page number it leads to so `pagination.page` stays true.
 */
export interface ListCursor {
  sortBy: string;
  sortOrder: "asc" | "desc";
  value: string | number;
  id: string;
  page: number;
}

export function encodeCursor(cursor: ListCursor): string {
  const wire = [cursor.sortBy, cursor.sortOrder, cursor.value, cursor.id, cursor.page];
  return Buffer.from(JSON.stringify(wire)).toString("base64url");
}

function invalid(reason: string): ValidationError {
  return new ValidationError(`Invalid cursor: ${reason}. Use the nextCursor of a previous page.`, {
    field: "cursor",
    reason,
  });
}

export function decodeCursor(text: string, sortBy: string, sortOrder: "asc" | "desc"): ListCursor {
  let wire: unknown;
  try {
    wire = JSON.parse(Buffer.from(text, "base64url").toString("utf8"));
  } catch {
    throw invalid("not a cursor");
  }
  if (!Array.isArray(wire) || wire.length !== 5) throw invalid("not a cursor");
  const [by, order, value, id, page] = wire as unknown[];
  if (
    typeof by !== "string" ||
    (order !== "asc" && order !== "desc") ||
    (typeof value !== "string" && !(typeof value === "number" && Number.isFinite(value))) ||
    typeof id !== "string" ||
    !Number.isSafeInteger(page) ||
    (page as number) < 2
  ) {
    throw invalid("not a cursor");
  }
  if (by !== sortBy || order !== sortOrder) {
    throw invalid(`made for sortBy=${by}&sortOrder=${order}, not ${sortBy}/${sortOrder}`);
  }
  return { sortBy: by, sortOrder: order, value, id, page: page as number };
}
