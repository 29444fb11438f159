/** A stored trace's metadata joined by a later write's (Langfuse tags and trace metadata). */
import { parseJson } from "../../../db/sql";
import { put } from "../mapping/attributes";

type Obj = Record<string, unknown>;

const isStringArray = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === "string");

/** Tags as a trace stores them: each once, sorted, so their order never tells which came first. */
export function sortedTags(tags: readonly string[]): string[] {
  return [...new Set(tags)].sort();
}

/**
 * The stored metadata with a later write's merged in, or null when nothing changes. The
 * result is the same whichever write came first, and a write sent again changes nothing:
 * keys only one write has are taken; `tags` become the union of both, sorted (as a trace's
 * first write stores them, so the same tags again change nothing); a key both have with different values keeps the greater of the two in
 * JSON text order, an arbitrary rule but one that does not depend on arrival order.
 */
export function mergeTraceMetadata(stored: Obj, incoming: Obj): Obj | null {
  const merged: Obj = { ...stored };
  let changed = false;
  for (const key of Object.keys(incoming)) {
    const value = incoming[key];
    if (!Object.hasOwn(stored, key)) {
      put(merged, key, value);
      changed = true;
      continue;
    }
    const known = stored[key];
    if (key === "tags" && isStringArray(known) && isStringArray(value)) {
      const union = sortedTags([...known, ...value]);
      if (JSON.stringify(union) !== JSON.stringify(known)) {
        merged.tags = union;
        changed = true;
      }
      continue;
    }
    const knownText = JSON.stringify(known);
    const valueText = JSON.stringify(value);
    if (valueText !== knownText && valueText > knownText) {
      put(merged, key, value);
      changed = true;
    }
  }
  return changed ? merged : null;
}

/** mergeTraceMetadata over the stored JSON texts; the new text, or null when unchanged. */
export function mergeTraceMetadataText(stored: string, incoming: string): string | null {
  if (incoming === "{}" || incoming === stored) return null;
  const merged = mergeTraceMetadata(parseJson<Obj>(stored, {}), parseJson<Obj>(incoming, {}));
  return merged === null ? null : JSON.stringify(merged);
}
