/**
 * "If not" standing alone before a clause break ("if you buy your tyres here, we fit them free;
 * if not, it's £15 a wheel") is elliptical: it negates the condition before it, not a word of
 * the clause after it, and says what "otherwise" says. Read as "otherwise", so "£15 a wheel"
 * is no negated claim against "otherwise it costs £15 per wheel". Only before a comma, a
 * semicolon, a colon, a dash or the end: "if not paid by Friday", "if not sooner" keep their
 * negation.
 */
const ELLIPTICAL_IF_NOT = /\bif not(?=\s*(?:[,;:]|\s-\s|$))/g;

export function restateIfNot(lowerText: string): string {
  return lowerText.includes("if not")
    ? lowerText.replace(ELLIPTICAL_IF_NOT, "otherwise")
    : lowerText;
}
