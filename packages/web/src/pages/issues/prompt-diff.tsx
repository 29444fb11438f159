import { ScrollText } from "../../components/scroll-text";

/** How a unified-diff line reads: added, removed, a hunk or file header, or context. */
export function diffLineKind(line: string): "add" | "del" | "hunk" | "context" {
  if (line.startsWith("+++") || line.startsWith("---") || line.startsWith("@@")) return "hunk";
  if (line.startsWith("\\")) return "hunk";
  if (line.startsWith("+")) return "add";
  if (line.startsWith("-")) return "del";
  return "context";
}

/**
 * A prompt diff as a diff: added lines green, removed red, in both colour schemes. The + and −
 * signs stay in the text, so the change reads the same without colour (and to a screen reader).
 */
export function PromptDiff({ diff }: { diff: string }) {
  const lines = diff.replace(/\n$/, "").split("\n");
  return (
    <ScrollText label="Prompt diff" className="diff">
      {lines.map((line, i) => {
        const kind = diffLineKind(line);
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: a diff's lines are positional and never reorder
          <span key={i} className={kind === "context" ? undefined : kind}>
            {line || " "}
          </span>
        );
      })}
    </ScrollText>
  );
}
