import { useState } from "react";
import { ScrollText } from "./scroll-text";

/** Copies text to the clipboard and says so; falls back to selecting text when refused. */
export function CopyButton({ text, label = "Copy" }: { text: string; label?: string }) {
  const [state, setState] = useState<"idle" | "copied" | "failed">("idle");
  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setState("copied");
    } catch {
      setState("failed");
    }
    setTimeout(() => setState("idle"), 2000);
  }
  return (
    <button type="button" className="secondary small" onClick={copy}>
      {state === "copied" ? "Copied" : state === "failed" ? "Copy failed: select the text" : label}
    </button>
  );
}

/** A block of text to copy: a command, a key, a snippet. */
export function CopyBlock({ text, label }: { text: string; label: string }) {
  return (
    <div className="copy-block">
      <ScrollText label={label}>
        <code>{text}</code>
      </ScrollText>
      <CopyButton text={text} label={`Copy ${label.toLowerCase()}`} />
    </div>
  );
}
