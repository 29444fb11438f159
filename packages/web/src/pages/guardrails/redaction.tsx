import type { GuardrailScanResult } from "@vigil/sdk";
import { ScrollText } from "../../components/scroll-text";

type Finding = GuardrailScanResult["results"][string]["findings"][number];

/** Findings in the input, in text order, without overlaps (the first one found wins). */
export function inputFindings(result: GuardrailScanResult): Finding[] {
  const all = Object.values(result.results)
    .flatMap((r) => r.findings)
    .filter((f) => f.field === "input")
    .sort((a, b) => a.start - b.start || b.end - a.end);
  const kept: Finding[] = [];
  let end = -1;
  for (const finding of all) {
    if (finding.start >= end) {
      kept.push(finding);
      end = finding.end;
    }
  }
  return kept;
}

type Segment = { at: number; text: string } | { at: number; finding: Finding };

/** The pasted text with each finding replaced, inline, by its placeholder. */
export function InlineRedactions({ text, findings }: { text: string; findings: Finding[] }) {
  const parts: Segment[] = [];
  let at = 0;
  for (const finding of findings) {
    if (finding.start > at) parts.push({ at, text: text.slice(at, finding.start) });
    parts.push({ at: finding.start, finding });
    at = finding.end;
  }
  if (at < text.length) parts.push({ at, text: text.slice(at) });
  return (
    <ScrollText className="redacted" label="Text with redactions">
      {parts.map((part) =>
        "text" in part ? (
          <span key={part.at}>{part.text}</span>
        ) : (
          <mark
            key={part.at}
            title={`${part.finding.type} (confidence ${part.finding.confidence.toFixed(2)}): ${text.slice(part.finding.start, part.finding.end)}`}
          >
            {part.finding.value || `[${part.finding.type}]`}
          </mark>
        ),
      )}
    </ScrollText>
  );
}
