import { charClassCount, shannonEntropy } from "../text/entropy";
import { isPlaceholder } from "../text/placeholders";
import { findAssignments } from "./assignments";
import type { Detector } from "./detector";

const HIT = /secret|token|key|credential|auth|passw|pwd/gi;
const SECRET_WORDS = new Set([
  "secret",
  "secrets",
  "token",
  "tokens",
  "credential",
  "credentials",
  "password",
  "passwd",
  "pwd",
  "apikey",
  "auth",
  "key",
  "privatekey",
  "secretkey",
  "accesskey",
  "authkey",
  "authtoken",
]);
const NOT_SECRET_WORDS = new Set([
  "public",
  "pub",
  "publishable",
  "id",
  "ids",
  "hash",
  "hashed",
  "sha",
  "sha1",
  "sha256",
  "md5",
  "digest",
  "checksum",
  "commit",
  "etag",
  "fingerprint",
  "url",
  "uri",
  "endpoint",
  "path",
  "file",
  "dir",
  "type",
  "name",
  "length",
  "size",
  "count",
  "expiry",
  "expires",
  "expiration",
  "ttl",
  "version",
  "header",
  "prefix",
  "format",
  "method",
  "field",
  "limit",
  "timeout",
  "enabled",
  "required",
  "label",
  "policy",
  "usage",
  "kind",
  "mode",
  "store",
]);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True for setting names that hold secrets: API_KEY, clientSecret, db.password, authToken. */
export function secretLikeName(name: string): boolean {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, "$1_$2")
    .toLowerCase()
    .split(/[_.-]+/)
    .filter(Boolean);
  return words.some((w) => SECRET_WORDS.has(w)) && !words.some((w) => NOT_SECRET_WORDS.has(w));
}

/** A value random enough to be a credential rather than a word, reference or identifier. */
export function highEntropyValue(value: string): boolean {
  if (value.length < 12 || value.length > 256 || /\s/.test(value)) return false;
  if (
    isPlaceholder(value) ||
    UUID.test(value) ||
    value.includes("://") ||
    /^\.{0,2}\//.test(value)
  ) {
    return false;
  }
  if (/^[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)+$|\(|^data:/.test(value)) return false;
  return charClassCount(value) >= 2 && shannonEntropy(value) >= 3;
}

/** High-entropy values assigned to secret-like names (the generic rule of secret scanners). */
export const genericSecretDetector: Detector = {
  type: "generic_secret",
  triggers: ["secret", "token", "key", "credential", "auth", "passw", "pwd"],
  find(text, out, { deadline }) {
    for (const a of findAssignments(text, HIT, deadline)) {
      if (!secretLikeName(a.name) || !highEntropyValue(a.value)) continue;
      out.push({ type: "generic_secret", start: a.valueStart, end: a.valueEnd, confidence: 0.75 });
    }
  },
};
