/**
 * CSV cells for files people open in spreadsheets. A cell starting with =, +, -, @, a tab or a
 * carriage return would be taken for a formula (CSV injection, OWASP): such a cell is
 * prefixed with a single quote. Cells holding a comma, quote or line break are quoted
 * (RFC 4180), as is every prefixed cell.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return "";
  let text = typeof value === "string" ? value : String(value);
  const formula = FORMULA_START.test(text);
  if (formula) text = `'${text}`;
  return formula || NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One CSV line (CRLF-terminated, as RFC 4180 writes them). */
export function csvLine(values: readonly unknown[]): string {
  return `${values.map(csvCell).join(",")}\r\n`;
}
