/** Luhn (mod 10) check over a string of ASCII digits. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  let double = false;
  for (let i = digits.length - 1; i >= 0; i--) {
    let d = digits.charCodeAt(i) - 48;
    if (d < 0 || d > 9) return false;
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
    double = !double;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/** NPI: ten digits starting with 1 or 2 whose Luhn check runs over the prefix 80840. */
export function npiValid(npi: string): boolean {
  return /^[12]\d{9}$/.test(npi) && luhnValid(`80840${npi}`);
}

/** Keeps only the ASCII digits of `text`. */
export function digitsOf(text: string): string {
  return text.replace(/\D+/g, "");
}
