/**
 * Common shape of a detector under comparison: one timed call per message, and its findings
 * mapped onto the corpus label types (peers' own type names translated, unsupported dropped).
 */
import type { LabelType } from "./corpus-types";

/** A finding in label-type terms; `type` may also be "generic_secret" (Vigil's generic rule). */
export interface Found {
  type: LabelType | "generic_secret";
  start: number;
  end: number;
}

export interface Peer {
  name: string;
  /** Label types the peer can report (its own types mapped onto ours). */
  types: ReadonlySet<LabelType>;
  /** The timed call, exactly as a user would make it (sync, or a promise for async APIs). */
  run(text: string): unknown;
  /** Findings from the result of `run` on `text` (may re-run an instrumented instance). */
  findings(text: string, result: unknown): Found[];
  /** Housekeeping between calls, outside the timed region (see peer-secretlint). */
  afterCall?(): void | Promise<void>;
}
