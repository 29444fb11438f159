/**
 * redact-pii's SyncRedactor with its local regex rules only (no Google DLP), restricted to the
 * rules that map onto our types. It returns redacted text, not spans, so findings come from a
 * second, instrumented instance whose replacement callbacks record where each rule matched.
 */
import { SyncRedactor } from "redact-pii";
import type { LabelType } from "./corpus-types";
import type { Found, Peer } from "./peer-types";

/** redact-pii built-in rule → our label type (rules not listed are disabled). */
export const REDACT_PII_TYPES = {
  creditCardNumber: "credit_card",
  phoneNumber: "phone",
  ipAddress: "ip_address",
  usSocialSecurityNumber: "ssn",
  emailAddress: "email",
  password: "password",
} as const satisfies Record<string, LabelType>;

const DISABLED = [
  "names",
  "streetAddress",
  "zipcode",
  "username",
  "credentials",
  "digits",
  "url",
] as const;

type Rule = keyof typeof REDACT_PII_TYPES;
type Options = NonNullable<ConstructorParameters<typeof SyncRedactor>[0]>;

const OPTIONS: Options = {
  builtInRedactors: Object.fromEntries(DISABLED.map((name) => [name, { enabled: false }])),
};

/** The rules' default replacement strings (snake case, upper case), which identify them. */
const RULE_BY_REPLACEMENT = new Map<string, Rule>(
  (Object.keys(REDACT_PII_TYPES) as Rule[]).map((rule) => [
    rule.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase(),
    rule,
  ]),
);

const OPEN = 0xe000;
const CLOSE = 0xe001;
const ID_BASE = 0xe100;

/**
 * Span recovery. Each replacement is a private-use marker carrying an id; the original span of
 * a match is found by mapping positions of the current (partly redacted) text back to the
 * original, where a marker stands for the span it replaced. A later rule that swallows an
 * earlier marker becomes one finding covering both.
 */
class SpanRecorder {
  private spans: Array<{ rule: Rule; start: number; end: number; alive: boolean }> = [];
  private mapped: string | null = null;
  private starts: number[] = [];
  private ends: number[] = [];

  reset(): void {
    this.spans = [];
    this.mapped = null;
  }

  private map(current: string): void {
    if (this.mapped === current) return;
    this.starts = [];
    this.ends = [];
    let p = 0;
    for (let i = 0; i < current.length; i++) {
      if (current.charCodeAt(i) === OPEN) {
        const span = this.spans[current.charCodeAt(i + 1) - ID_BASE];
        const [s, e] = span ? [span.start, span.end] : [p, p];
        for (let k = 0; k < 3; k++) {
          this.starts.push(s);
          this.ends.push(e);
        }
        i += 2;
        p = e;
        continue;
      }
      this.starts.push(p);
      this.ends.push(p + 1);
      p++;
    }
    this.mapped = current;
  }

  replacer(rule: Rule) {
    return (match: string, ...args: unknown[]): string => {
      const rest = typeof args[args.length - 1] === "object" ? args.slice(0, -1) : args;
      const current = rest[rest.length - 1] as string;
      const offset = rest[rest.length - 2] as number;
      this.map(current);
      for (let i = 0; i < match.length; i++) {
        if (match.charCodeAt(i) === OPEN) {
          const inner = this.spans[match.charCodeAt(i + 1) - ID_BASE];
          if (inner) inner.alive = false;
        }
      }
      const id = this.spans.length;
      this.spans.push({
        rule,
        start: this.starts[offset] ?? 0,
        end: this.ends[offset + match.length - 1] ?? 0,
        alive: true,
      });
      return String.fromCharCode(OPEN, ID_BASE + id, CLOSE);
    };
  }

  found(): Found[] {
    return this.spans
      .filter((s) => s.alive)
      .map((s) => ({ type: REDACT_PII_TYPES[s.rule], start: s.start, end: s.end }));
  }
}

/**
 * A redactor whose rules report where they match: the same instance type and rules, with
 * each child rule's replacement swapped for a recording callback (String.prototype.replace
 * accepts a function where redact-pii passes its replacement string).
 */
function instrumented(recorder: SpanRecorder): SyncRedactor {
  const redactor = new SyncRedactor(OPTIONS);
  const children = (redactor as unknown as { childRedactors: Array<{ replaceWith: unknown }> })
    .childRedactors;
  for (const child of children) {
    const rule = RULE_BY_REPLACEMENT.get(String(child.replaceWith));
    if (!rule) throw new Error(`redact-pii: unexpected rule ${String(child.replaceWith)}`);
    child.replaceWith = recorder.replacer(rule);
  }
  return redactor;
}

export function redactPiiPeer(): Peer {
  const plain = new SyncRedactor(OPTIONS);
  const recorder = new SpanRecorder();
  const recording = instrumented(recorder);
  return {
    name: "redact-pii",
    types: new Set<LabelType>(Object.values(REDACT_PII_TYPES)),
    run: (text) => plain.redact(text),
    findings(text) {
      recorder.reset();
      recording.redact(text);
      return recorder.found();
    },
  };
}
