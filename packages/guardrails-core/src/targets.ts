import { BudgetExceeded } from "./deadline";
import { ALL_TRIGGERS } from "./detectors/catalog";
import { TextFacts } from "./detectors/text-facts";
import { type FoldedText, foldText } from "./text/normalize";
import { serializeToolCall, ToolCallBudgetError, type ToolCallText } from "./text/tool-call-text";
import type { FindingField, ToolCall } from "./types";

/** One scannable text of a request. */
export interface TextTarget {
  field: FindingField;
  text: string;
}

/**
 * The texts of one scan request, with per-scan caches shared by all scanners (folded text,
 * the canonical tool-call text, detector facts) so each is computed at most once.
 */
export class ScanTargets {
  private toolCallCache: ToolCallText | BudgetExceeded | undefined;
  // made on first use: most scans need neither, and a scan is made for every message
  private foldCache: Map<string, FoldedText> | undefined;
  private textsCache: readonly TextTarget[] | undefined;
  private inputFacts: TextFacts | undefined;
  private outputFacts: TextFacts | undefined;
  private toolCallFacts: TextFacts | undefined;

  constructor(
    readonly input: string | undefined,
    readonly output: string | undefined,
    readonly toolCall: ToolCall | undefined,
  ) {}

  /**
   * The tool call's canonical text. Arguments over the depth or size budget throw
   * {@link BudgetExceeded}, which the runner reports as a timeout.
   */
  toolCallText(): ToolCallText | undefined {
    if (!this.toolCall) return undefined;
    if (this.toolCallCache === undefined) {
      try {
        this.toolCallCache = serializeToolCall(this.toolCall);
      } catch (error) {
        if (!(error instanceof ToolCallBudgetError)) throw error;
        this.toolCallCache = new BudgetExceeded(`toolCall ${error.message}`);
      }
    }
    if (this.toolCallCache instanceof BudgetExceeded) throw this.toolCallCache;
    return this.toolCallCache;
  }

  /** input, output and the tool call's text, those present (one list, shared by the scanners). */
  texts(): readonly TextTarget[] {
    if (this.textsCache !== undefined) return this.textsCache;
    // a tool call over budget throws here for every scanner that asks, so nothing is cached
    const tool = this.toolCallText();
    // sized up front: a list grown by push from empty reserves room for 17
    const count =
      (this.input !== undefined ? 1 : 0) + (this.output !== undefined ? 1 : 0) + (tool ? 1 : 0);
    const out: TextTarget[] = new Array(count);
    let n = 0;
    if (this.input !== undefined) out[n++] = { field: "input", text: this.input };
    if (this.output !== undefined) out[n++] = { field: "output", text: this.output };
    if (tool) out[n++] = { field: "toolCall", text: tool.text };
    this.textsCache = out;
    return out;
  }

  /** What the detectors learn about a field's text, shared by the scanners that run them. */
  facts(target: TextTarget): TextFacts {
    // a slot per field rather than a Map: a scan is made for every message
    switch (target.field) {
      case "input":
        this.inputFacts ??= new TextFacts(target.text, ALL_TRIGGERS);
        return this.inputFacts;
      case "output":
        this.outputFacts ??= new TextFacts(target.text, ALL_TRIGGERS, 1);
        return this.outputFacts;
      default:
        this.toolCallFacts ??= new TextFacts(target.text, ALL_TRIGGERS, 2);
        return this.toolCallFacts;
    }
  }

  /** Folded form of a field's text (see foldText), cached per case mode. */
  folded(target: TextTarget, caseFold: boolean): FoldedText {
    const key = `${target.field}:${caseFold}`;
    this.foldCache ??= new Map();
    let folded = this.foldCache.get(key);
    if (!folded) {
      folded = foldText(target.text, caseFold);
      this.foldCache.set(key, folded);
    }
    return folded;
  }
}
