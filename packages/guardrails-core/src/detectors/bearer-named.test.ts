import { describe, expect, it } from "vitest";
import { at, pii, secrets } from "../test-support/spans";
import { providerTokenType } from "./provider-tokens";

const HEX32 = "ef50f181e872a0ce5038a69842169e39";
const HEX40 = "a1abdeda2d37e80822ba72c6b3ae8b304c34419a";
const B64 = "d4iIconxX0jdCQS1Czw9LqlMpiDUhHWzt3JFIFP8Wxb";

describe("bearer_token: a token a sentence names with words between name and value", () => {
  it.each([
    ["the token in the Authorization header was", HEX32],
    ["use this API token for the sync job:", HEX40],
    ["oauth access token for the mailbox:", B64],
    ["the refresh gave me a new access token (", HEX40],
    ["the bearer token we sent to the gateway is", B64],
    ["my session token for staging =", HEX32],
  ])("finds the value after %j", (lead, token) => {
    const text = `${lead}${lead.endsWith("(") ? "" : " "}${token} and more`;
    expect(pii(text, "bearer_token")).toEqual([at(text, token, "bearer_token")]);
  });

  it.each([
    ["words without an operator", `the token for the sync job ${HEX32}`],
    ["a token id", `the token id for the job: ${HEX32}`],
    ["a hash of the token", `the token hash for the session: ${HEX40}`],
    ["a page token", `next page token for the feed: ${HEX32}`],
    ["a csrf token", `the csrf token in the form was ${B64}`],
    ["a digest", `token digest in the log: ${HEX40}`],
    ["more than five words", `the token we used in the old staging cluster was ${HEX32}`],
  ])("does not report %s", (_label, text) => {
    expect(pii(text, "bearer_token")).toEqual([]);
  });
});

describe("bearer_token: access and auth tokens with a short lower-case lead-in", () => {
  it.each([
    ["access_token=", "jsqo_Tj2U99PMqbW6pGLYGZMiFWL3dGLmkoKhmEszlVJh2BgZS", "&expires_in=3599"],
    ["auth_token = '", "hdfv7sjl.f1BLZLSqWfBKIQV-X_y-mdl4PbO66C", "'"],
    ["my personal access token ", "ywb-VOFYb8tmMmYLLTj5yf9tnc0go-b1VXouM1qc4A5ccsjc", " stopped"],
  ])("finds the value after %j", (lead, token, tail) => {
    const text = `${lead}${token}${tail}`;
    expect(pii(text, "bearer_token")).toEqual([at(text, token, "bearer_token")]);
  });
});

describe("bearer_token: an id and a secret joined by a dot", () => {
  it.each([
    ["token:", "jTTK2yjB.NmchG2IfRpGgZfqXbjiZ6VFLHm3t8X3q3aFXeuPk"],
    ["session token:", "ILBi7rnK.LwAFdhULEapTTMPO0WLkltd7OisKD3NVKAM"],
    ["X-Auth-Token:", "AtvLQNVj.uAAR6Y2oiF4Mrww0yS57fO9x4msuNQH5Mr7xVP8QL"],
  ])("finds the value after %j", (lead, token) => {
    const text = `${lead} ${token}\n`;
    expect(pii(text, "bearer_token")).toEqual([at(text, token, "bearer_token")]);
  });

  it.each([
    ["a dotted code path", "token: userService2.getAccessToken"],
    ["a dotted path with one digit inside", "token: apiV2Client.fetchUserById"],
    ["a dotted path with a lower-case segment", "token: config.apiBaseUrl2Value"],
  ])("does not report %s", (_label, text) => {
    expect(pii(text, "bearer_token")).toEqual([]);
  });
});

describe("bearer_token: leaves a provider's credential to its provider type", () => {
  it.each([
    ["twilio_api_key", "stringData:\n  token: ", "SK34a7d17ee7f7ec8681c718f6f32975b1"],
    ["azure_client_secret", "docker run -e TOKEN=", "XEC5Q~8rjUQ4-jAkJ2p6CnIrcpttBgTaHjYITQoL"],
    [
      "azure_client_secret",
      "huggingface-cli login --token ",
      "BxR9Q~PqO6ZCGa4gGnr3xbCwRu_fcfprGYGClI.N",
    ],
    ["alibaba_access_key", "oops, I just pasted my token ", "LTAI1qTkW19dt3wuw9dGH5pL"],
    ["mailchimp_api_key", "  token: ", "bf5615275f9f0177cd46d16551955f43-us17"],
    ["gcp_oauth_client_secret", "  token: ", "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"],
  ])("reports %s, not bearer_token", (type, lead, token) => {
    const text = `${lead}${token}\n`;
    expect(pii(text, "bearer_token")).toEqual([]);
    expect(secrets(text)).toContainEqual(at(text, token, type));
    expect(providerTokenType(token)).toBe(type);
  });

  it.each([
    ["an opaque hex token", HEX32],
    ["a random base64url token", B64],
    ["a Twilio prefix on a short body", "SK34a7d17ee7f7ec8681c718f6f3297"],
    ["a token with text after a provider token", "LTAI1qTkW19dt3wuw9dGH5pLxyz"],
  ])("gives no provider type to %s", (_label, token) => {
    expect(providerTokenType(token)).toBeUndefined();
  });
});
