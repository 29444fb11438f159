/** Types whose masked form hides everything: there is no safe tail of a password or key. */
const FULLY_MASKED = new Set([
  "password",
  "private_key",
  "connection_string",
  "basic_auth",
  "bearer_token",
  "jwt",
]);

function maskTail(text: string, keep: number): string {
  let alnumSeen = 0;
  let out = "";
  for (let i = text.length - 1; i >= 0; i--) {
    const ch = text[i] ?? "";
    if (/[A-Za-z0-9]/.test(ch)) {
      alnumSeen++;
      out = (alnumSeen <= keep ? ch : "*") + out;
    } else {
      out = ch + out;
    }
  }
  return out;
}

/**
 * Masked form of a detected value: letters and digits become `*` except a safe tail (the last
 * four, or none for credentials); separators stay so the shape is recognisable.
 * An email keeps its first character and top-level domain.
 */
export function maskValue(type: string, text: string): string {
  if (FULLY_MASKED.has(type)) return "********";
  if (type === "email") {
    const at = text.lastIndexOf("@");
    const dot = text.lastIndexOf(".");
    const local = text.slice(0, at);
    return `${local.slice(0, 1)}***@${"*".repeat(Math.max(1, dot - at - 1))}${text.slice(dot)}`;
  }
  const alnum = text.replace(/[^A-Za-z0-9]/g, "").length;
  return maskTail(text, alnum > 8 ? 4 : Math.min(2, Math.floor(alnum / 3)));
}

const placeholders = new Map<string, string>();

/** Typed placeholder of a detected value, e.g. `[EMAIL]`. */
export function placeholderFor(type: string): string {
  let placeholder = placeholders.get(type);
  if (placeholder === undefined) {
    placeholder = `[${type.toUpperCase().replace(/[^A-Z0-9]+/g, "_")}]`;
    // types come from the detectors and from user-named regex patterns; keep the memo bounded
    if (placeholders.size < 1024) placeholders.set(type, placeholder);
  }
  return placeholder;
}
