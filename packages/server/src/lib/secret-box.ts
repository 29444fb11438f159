import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";

const VERSION = "v1";

/** AES-256-GCM encryption of secrets at rest: `v1.<iv>.<tag>.<ciphertext>` in base64url. */
export interface SecretBox {
  seal(plaintext: string): string;
  open(sealed: string): string;
}

export function createSecretBox(key: Buffer): SecretBox {
  if (key.length !== 32)
    throw new Error("The encryption key must be 32 bytes (base64 of 32 bytes)");
  return {
    seal(plaintext) {
      const iv = randomBytes(12);
      const cipher = createCipheriv("aes-256-gcm", key, iv);
      const body = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
      const parts = [iv, cipher.getAuthTag(), body].map((b) => b.toString("base64url"));
      return [VERSION, ...parts].join(".");
    },
    open(sealed) {
      const [version, iv, tag, body] = sealed.split(".");
      if (version !== VERSION || !iv || !tag || body === undefined) {
        throw new Error("Sealed secret has an unknown format");
      }
      const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"));
      decipher.setAuthTag(Buffer.from(tag, "base64url"));
      return Buffer.concat([
        decipher.update(Buffer.from(body, "base64url")),
        decipher.final(),
      ]).toString("utf8");
    },
  };
}

/**
 * The key from VIGIL_ENCRYPTION_KEY (base64 of 32 bytes) when given; otherwise the key in
 * `keyFile`, generated there with mode 0600 on first use.
 */
export function loadEncryptionKey(base64Key: string | undefined, keyFile: string): Buffer {
  if (base64Key) {
    const key = Buffer.from(base64Key, "base64");
    if (key.length !== 32) {
      throw new Error(
        "VIGIL_ENCRYPTION_KEY must be base64 of exactly 32 bytes (openssl rand -base64 32)",
      );
    }
    return key;
  }
  if (existsSync(keyFile)) return Buffer.from(readFileSync(keyFile, "utf8").trim(), "base64");
  mkdirSync(dirname(keyFile), { recursive: true });
  const key = randomBytes(32);
  writeFileSync(keyFile, `${key.toString("base64")}\n`, { mode: 0o600 });
  chmodSync(keyFile, 0o600);
  return key;
}
