import { join } from "node:path";

/** Where export files live: `<data dir>/exports/<export id>.<json|csv>`. */
export function exportDir(dataDir: string): string {
  return join(dataDir, "exports");
}

export function exportFile(dataDir: string, id: string, format: "json" | "csv"): string {
  // Ids are ours (exp_ + ULID), never the caller's text, so the name cannot leave the folder.
  return join(exportDir(dataDir), `${id}.${format}`);
}

export const EXPORT_LIFETIME_MS = 7 * 86_400_000;
