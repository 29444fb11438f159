import type { ReactNode } from "react";

/** A block of preformatted text that may scroll: named, and reachable by keyboard to scroll it. */
export function ScrollText({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to be scrolled by keyboard (WCAG 2.1.1)
    <section aria-label={label} tabIndex={0} className="scroll-text">
      <pre className={className}>{children}</pre>
    </section>
  );
}
