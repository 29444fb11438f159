import { describe, expect, it } from "vitest";
import { at, envRef, secrets } from "../test-support/spans";

describe("secrets: provider token formats", () => {
  it.each([
    ["aws_access_key_id", "AKIAIZWDIAEQ3KDFYSPS"],
    ["gcp_api_key", "AIza6Yo4gfqrc5XlrWi0B26R08qzjI6GKFSufrd"],
    ["gcp_oauth_client_secret", "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"],
    ["azure_client_secret", "WuU8Q~FjsUNPjc01T5GOBUSZGi6HWGK10Zb0RL"],
    ["github_token", "ghp_u8jzPde0IgxLd6GncfBAepfJBd0Kh8oOOL8d"],
    [
      "github_token",
      "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",
    ],
    ["gitlab_token", "glpat-Y40uvSwMFLZDe1f8rESQ"],
    // A five-letter prefix: the placeholder check must start at the body ("AyOur…"), not
    // one character in ("yOur…", which reads as a "your…" placeholder). Found by the property test.
    ["gitlab_token", "glft-AyOurAAAAAAAAAAAAAAA"],
    ["slack_token", "xoxb-210497465075-2917034236671-kCzJr4i0B3JrTAwR4y9ojflj"],
    [
      "slack_webhook",
      "https://hooks.slack.com/services/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",
    ],
    ["stripe_key", "sk_live_vMdgaKjIg8xNbe3nNyjOq9wM"],
    ["twilio_api_key", "SKbf33feff9243a8f506b40928b5b7a767"],
    ["sendgrid_api_key", "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"],
    ["npm_token", "npm_fZ8UzDzV8fUkkibjL5DZPjN0MEQ7wjJJibaZ"],
    [
      "pypi_token",
      "pypi-AgEIcHlwaS5vcmcUPgHV7iB3m03nbqnsGpWLuqIA1id6Vw5DQL05HA064GiIjHGb3CXlMaXZjlj",
    ],
    ["openai_api_key", "sk-proj-ENUhJduRHHJEYXg4JdpmT3BlbkFJrcXgGCJbW56eCuNGMGmS"],
    [
      "anthropic_api_key",
      "sk-ant-api03-rCGIZEG8pSH4487q7J58m1CiAhzCueQpBenQtYh5Xj8TPQxjq4i9DoV8gz4FkQ1okTBGzvAmwufUxbvJDCTbyvHNsG9ehAA",
    ],
    ["huggingface_token", "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"],
    ["groq_api_key", "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"],
    ["mailchimp_api_key", "3f9a1c2b7d8e4f60a1b2c3d4e5f60718-us14"],
  ])("finds %s", (type, token) => {
    const text = `config: "${token}",`;
    expect(secrets(text)).toEqual([at(text, token, type)]);
  });

  it("reads a Mailchimp key from its -us suffix back over exactly 32 hex digits, on word edges", () => {
    const key = "3f9a1c2b7d8e4f60a1b2c3d4e5f60718-us6";
    const text = `MC ${key}, x${key}, ${key.slice(1)}, ${key}9x, ${key.toUpperCase()}`;
    expect(secrets(text)).toEqual([["mailchimp_api_key", 3, 3 + key.length]]);
  });

  it("prefers the provider type over bearer_token for the same span", () => {
    const token = "ghp_u8jzPde0IgxLd6GncfBAepfJBd0Kh8oOOL8d";
    const text = `Authorization: Bearer ${token}`;
    expect(secrets(text)).toEqual([at(text, token, "github_token")]);
  });

  it("finds private keys, connection strings, basic auth and JWTs", () => {
    const jwt =
      "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U";
    const uri = "redis://default:R3disPa55@cache.internal:6379";
    const text = `jwt ${jwt} url ${uri} auth Basic YWxhZGRpbjpvcGVuc2VzYW1l`;
    expect(secrets(text)).toEqual([
      at(text, jwt, "jwt"),
      at(text, uri, "connection_string"),
      at(text, "YWxhZGRpbjpvcGVuc2VzYW1l", "basic_auth"),
    ]);
  });
});

describe("secrets: high-entropy values assigned to secret-like names", () => {
  it.each([
    ["client_secret = 'q8Zx3LmN9pQr2StUv5WxYz7A'", "q8Zx3LmN9pQr2StUv5WxYz7A"],
    ["API_KEY=f3a9c2e1b7d54a6e8c0b1d2e3f4a5b6c", "f3a9c2e1b7d54a6e8c0b1d2e3f4a5b6c"],
    ['{"authToken": "Zm9vYmFyYmF6cXV4MTIzNDU2"}', "Zm9vYmFyYmF6cXV4MTIzNDU2"],
    ["stripeKey: rk9Lm2Qp8Xv4Tz6Wb1Nc", "rk9Lm2Qp8Xv4Tz6Wb1Nc"],
  ])("finds the value in %s", (text, value) => {
    expect(secrets(text)).toEqual([at(text, value, "generic_secret")]);
  });

  it.each([
    ["secret_name = 'my-app-secret-name'"],
    ["token_url=https://auth.example.com/oauth/token"],
    ["client_id = 'q8Zx3LmN9pQr2StUv5WxYz7A'"],
    ["public_key: q8Zx3LmN9pQr2StUv5WxYz7A"],
    ["api_key = os.environ['API_KEY']"],
    ["token = getToken(userId)"],
    ["session_token = 123e4567-e89b-12d3-a456-426614174000"],
    ["commit_sha=3f2a9c1b8e7d6f5a4b3c2d1e0f9a8b7c6d5e4f3a"],
    ["api_key: short1"],
  ])("does not report %s", (text) => {
    expect(secrets(text)).toEqual([]);
  });
});

describe("secrets: placeholders and non-secrets", () => {
  it.each([
    [
      "AWS documentation keys",
      "AKIAIOSFODNN7EXAMPLE and aws_secret_access_key=wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
    ],
    [
      "all-X tokens",
      "ghp_XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX and sk_live_xxxxxxxxxxxxxxxxxxxxxxxx",
    ],
    ["angle-bracket placeholders", "api_key=<YOUR_API_KEY> token: <token>"],
    [
      "template variables",
      `token=${envRef("GITHUB_TOKEN")} secret: {{ secrets.NPM_TOKEN }} key=$API_KEY`,
    ],
    ["Bearer $TOKEN", "Authorization: Bearer $TOKEN"],
    ["masked passwords", "password: ******** secret=•••••••••••••"],
    ["UUIDs", "request 123e4567-e89b-12d3-a456-426614174000"],
    ["git SHAs", "commit 3f2a9c1b8e7d6f5a4b3c2d1e0f9a8b7c6d5e4f3a"],
    ["hashes", "sha256 e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"],
    [
      "public keys",
      "-----BEGIN PUBLIC KEY-----\nMIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAu1SU1LfVLPHCozMx\n-----END PUBLIC KEY-----",
    ],
    [
      "certificates",
      "-----BEGIN CERTIFICATE-----\nMIIDdzCCAl+gAwIBAgIEAgAAuTANBgkqhkiG9w0BAQUFADBaMQswCQYDVQQG\n-----END CERTIFICATE-----",
    ],
    [
      "data URIs",
      "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
    ],
    [
      "ssh public keys",
      "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIOMqqnkVzrm0SdG6UOoqKLsabgH5C9okWi0dh2l9GKJl user@host",
    ],
    ["version strings", "node v20.11.1 and package 1.2.3-beta.4"],
  ])("does not report %s", (_label, text) => {
    expect(secrets(text)).toEqual([]);
  });
});

describe("telegram_bot_token in Bot API URLs", () => {
  it("finds the token right after /bot", () => {
    const token = "3029863270:AAkFfkt4EPWvfpF5vu9V_a83CaP8ZhFljPY";
    const text = `curl https://api.telegram.org/bot${token}/sendMessage -d chat_id=-100200300`;
    expect(secrets(text)).toEqual([at(text, token, "telegram_bot_token")]);
  });

  it("does not take digits glued to another word as a token", () => {
    const text = "xbotabc3029863270:AAkFfkt4EPWvfpF5vu9V_a83CaP8ZhFljPY";
    expect(secrets(text).filter(([t]) => t === "telegram_bot_token")).toEqual([]);
  });
});

describe("tokens in URL userinfo", () => {
  it("reports the userinfo of a git clone URL as basic_auth, not a generic secret running into the host", () => {
    const pair = "x-access-token:ghp_WE1UkGnWO121OznubtghvQAmpvEZVoSptUnx";
    const text = `git clone https://${pair}@github.com/org/infra.git`;
    expect(secrets(text)).toEqual([at(text, pair, "basic_auth")]);
  });

  it("still reads an unquoted token value outside a URL up to its end", () => {
    const text = "token: aB3dE5fG7hJ9kL1m@prod";
    expect(secrets(text)).toEqual([at(text, "aB3dE5fG7hJ9kL1m@prod", "generic_secret")]);
  });
});
