import { describe, expect, it } from "vitest";
import { at, pii, secrets } from "../test-support/spans";

const YA29 =
  "ya29.a0Y7Bvqiy8CsT07Lq8TDIWG2x9aJTFMP9_2kUtMXhkPrSbbAjLGmsDx5StAZvlMz-Bk4opH1Dr8-h97s_F-vauP7-L7V21jxUdcfQm9_seB1qRmUR8AK3R2GgLLT-ZQISA-pQyOMqlfZZgZMnafy8hWs";
const GHO = "gho_16C7e42F292c6912E7710c838347Ae178B4a";
const XOXP = "xoxp-715771280387-414356433164-6204207858270-95bd1d6854575622f856469602d1ba9f";

describe("bearer_token: OAuth access tokens by their prefix, without Bearer", () => {
  it.each([
    ["Google", YA29],
    [
      "Facebook",
      "EAABORSSM4RfncQODOWlgQl3cAXg67Pax30iYtJTq3tlAcubBKPL76dFKHc0hXZAKS6zCeaRyML8QjEXAJgfPEn5jOaBaaRQh92fn3hiEbrUKpCUVl7dxXVTS2jUWfsOJTFDQ74q69dTcada4PR0NfyttU",
    ],
    [
      "Dropbox",
      "sl.u.v_hOV48vsoUu19X5IQLJhQbtN2FWXWD5KaPHI2ufKssJ-Sk_WzDNhY7AGbX6lTiDYHP9zyBylxLUTZtFf-VnV7ktOdSJcmeA_BHJ2m5qGeRzxWkdgeV6_iYplGODlYx5uVECweGThdgH",
    ],
    ["Linear", "lin_oauth_f134a069e3fab8c3bfc5e740e61572b4e3c02eaa7f3b4a715e4e48dd74089a58"],
  ])("finds a %s access token in prose", (_label, token) => {
    const text = `the request used ${token} and failed`;
    expect(pii(text, "bearer_token")).toEqual([at(text, token, "bearer_token")]);
  });

  it.each([
    ["GitHub OAuth", "the OAuth token", GHO],
    ["GitHub OAuth", "GITHUB_TOKEN=", GHO],
    ["GitHub user-to-server", "Authorization: token", GHO.replace("gho", "ghu")],
    ["Slack user", "Authorization: Bearer", XOXP],
    ["Slack user", "->", XOXP],
  ])("types a %s token as bearer_token whatever its line says (%s)", (_label, lead, token) => {
    const text = `${lead} ${token}`;
    expect(pii(text, "bearer_token")).toEqual([at(text, token, "bearer_token")]);
  });

  it("types OAuth access tokens as bearer_token in the secrets scanner too, PATs by provider", () => {
    const ghp = GHO.replace("gho", "ghp");
    const xoxb = "xoxb-715771280387-4143564331642-pQ7wZr2LkT9mNx4VbY6cHs1D";
    const text = `gh ${GHO} slack ${XOXP} google ${YA29} pat ${ghp} bot ${xoxb}`;
    expect(secrets(text)).toEqual([
      at(text, GHO, "bearer_token"),
      at(text, XOXP, "bearer_token"),
      at(text, YA29, "bearer_token"),
      at(text, ghp, "github_token"),
      at(text, xoxb, "slack_token"),
    ]);
  });

  it.each([
    ["a prefix glued to a longer word", `x${GHO}`],
    ["a GitHub OAuth token one short", GHO.slice(0, -1)],
    ["a ya29 prefix on a short word", "ya29.config"],
    ["a Slack prefix without its numeric team part", "xoxp-abcdefghijklmnop"],
    ["Facebook-like capitals of a short word", "EAAB1234"],
    ["an all-x Google body", `ya29.${"x".repeat(40)}`],
  ])("does not report %s", (_label, token) => {
    expect(pii(`see ${token} now`, "bearer_token")).toEqual([]);
  });
});

describe("bearer_token: opaque tokens a sentence names as a token", () => {
  it.each([
    ["my access token is 9f8e7d6c5b4a39281706f5e4d3c2b1a0", "9f8e7d6c5b4a39281706f5e4d3c2b1a0"],
    ["use the OAuth token: Zx9Lm2Qp8Xv4Tz6Wb1Nc3Kd5 for now.", "Zx9Lm2Qp8Xv4Tz6Wb1Nc3Kd5"],
    ['{"access_token": "Zx9Lm2Qp8Xv4Tz6Wb1Nc3Kd5"}', "Zx9Lm2Qp8Xv4Tz6Wb1Nc3Kd5"],
    ["accessToken=Qm3vT8xL2pR7nW4kZ9cY5bH1", "Qm3vT8xL2pR7nW4kZ9cY5bH1"],
    ["here is the token 4f3c2b1a0e9d8c7b6a5f4e3d2c1b0a9f", "4f3c2b1a0e9d8c7b6a5f4e3d2c1b0a9f"],
  ])("finds the token in %s", (text, token) => {
    expect(pii(text, "bearer_token")).toEqual([at(text, token, "bearer_token")]);
  });

  it("leaves a named assignment to generic_secret in the secrets scanner", () => {
    const text = '{"access_token": "Zx9Lm2Qp8Xv4Tz6Wb1Nc3Kd5"}';
    expect(secrets(text)).toEqual([at(text, "Zx9Lm2Qp8Xv4Tz6Wb1Nc3Kd5", "generic_secret")]);
  });

  it.each([
    [
      "a hash of the token",
      "SHA-256 hash of the access token: e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855",
    ],
    ["a token id", "token id 9f8e7d6c5b4a39281706f5e4d3c2b1a0"],
    ["a page token", "next page token: 9f8e7d6c5b4a39281706f5e4d3c2b1a0"],
    ["a csrf token", "csrf_token: Zx9Lm2Qp8Xv4Tz6Wb1Nc3Kd5"],
    ["a word after token", "the token expired yesterday afternoon"],
    [
      "a vendor-prefixed token (its own rule types it)",
      "token ghp_u8jzPde0IgxLd6GncfBAepfJBd0Kh8oOOL8d",
    ],
    ["hex without letters", "token: 12345678901234567890123456789012"],
    ["a low-entropy run", "token: aaaaaaaabbbbbbbb11111111"],
    ["a UUID", "access token 123e4567-e89b-12d3-a456-426614174000"],
  ])("does not report %s", (_label, text) => {
    expect(pii(text, "bearer_token")).toEqual([]);
  });
});
