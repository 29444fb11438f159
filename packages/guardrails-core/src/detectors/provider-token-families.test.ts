import { describe, expect, it } from "vitest";
import { at, secrets } from "../test-support/spans";

describe("secrets: token families of the gitleaks rule list", () => {
  it.each([
    [
      "atlassian_api_token",
      "ATATT3u8jzPde0IgxLd6GncfBAepfJBd0Kh8oOOL8dKLzdocJ2isAjIhKtJ0RlgLKOmxgJTeKdNnFRIBXuDL7DxtpYlSXpfKtHF4vUCsMehGAkWvj7FAc9QeWJKY40uvSwMFLZDe1f8rESQedUStPKR0CsTy4Qwb8DwkNhFdnXsiVpzz63FfkCzJr4i0B3Jr",
    ],
    ["flyio_token", "fo1_TAwR4y9ojfljoQoaF1LlqsajAIxNKu8iS2G8NPRVdD5"],
    [
      "flyio_token",
      "fm2_YYZYn9ZhyiA4uoRgnatmUdjAWtGSU8po+799NksnRH9ucAUsdMlHUvTCQCyEZDz/TddJ8HyS5SUkCnD8zRA9a9SkpXz9w3QlY7Zkuvqdt7s8Stqcbnr3yBdG",
    ],
    ["clojars_token", "CLOJARS_ns6puq80idw3706i8j76b2lajlj4h9du7794g9dpmrcg629be2u66mr26846"],
    ["contentful_token", "CFPAT-8pSH4487q7J58m1CiAhzCueQpBenQtYh5Xj8TPQxjq4"],
    ["duffel_token", "duffel_live_i9DoV8gz4FkQ1okTBGzvAmwufUxbvJDCTbyvHNsG9eh"],
    [
      "dynatrace_token",
      "dt0c01.OGFQRCLRI1QZJ865UFRDL1ER.BFQFOEQH3AV90RIC7PHKQDLMTT7NS26LRWBQCAB69M64P2G158Z6TNOVMIZWDIAE",
    ],
    ["easypost_token", "EZAKOV4qBkdfQ1y3GQsMpSscDlkrCaqx9vJupc94tnwlavyfErGPmpGXaf"],
    ["flutterwave_key", "FLWSECK_TEST-0ce4b4a11hc8e427e1eb858e88ahcabe-X"],
    ["frameio_token", "fio-u-Ox9gy1CJdObOIRpFqaDZeV7G5IfQHeVVEqZe2qpUWnoVPDF2yeE6RsXcNOPmeMjv"],
    ["newrelic_key", "NRAK-QTIA4D5RGN5S7S333H9MTF4BS3E"],
    ["openshift_token", "sha256~0G9Cryn687neLfjVHq8xiM0OGr4hTxoF54Fzbka8FRC"],
    ["planetscale_token", "pscale_tkn_ztUjAwyuh1vauWv1zh87mTa5Vsqxezy3Lex7BWr2drg"],
    ["prefect_token", "pnu_d1QsO7jprBGumXxY9B4bZWOz648JJnUfd7UA"],
    ["readme_token", "rdme_2is5d9ik40vstqqzpt49zhkken659o2v21i9mpflv9fupxqmb0y07nyrvd5rxi67nfrpyz"],
    ["rubygems_token", "rubygems_ed9041dff02cee737443e210471948d33296c87009e8a7f7"],
    ["scalingo_token", "tk-us-Jpb9ATPtdbmF4RPAfqoQB7xoFcSvTAxRzmaZsV2GenFmtX0m"],
    ["shippo_token", "shippo_live_7e7893f57fd14c1604d115cea325a65e19cbae53"],
    ["sourcegraph_token", "sgp_0282bd36cb9d21f6_be6abf0d7c1c1e21862ab8a18a8902073fec8df4"],
    ["square_token", "sq0atp-7FlaZ7Vt0SXjMpu3uDxYYM"],
    ["typeform_token", "tfp_fGmzWkpAePcEJIukB4geqNfngAFTCloiADN5RpVI2XQWhX1ssrKrxqVqmCp"],
    [
      "sendinblue_api_key",
      "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",
    ],
    ["langsmith_api_key", "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"],
    ["huggingface_token", "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"],
    ["huggingface_token", "hf_hyMDJ2OXtPAtLpByQxCGClbaNFDpCWNX0D"],
    ["gitlab_token", "glft-1lZEzgeiwBxfZCGGQccO"],
    ["hashicorp_vault_token", "hvs.6j4cuewowBGit65rheNoceI7"],
    [
      "hashicorp_vault_token",
      "hvb.AAAAAQqkOkgWrdioyq_KvCiSGuPJ6sG9AHEOVezxZuJPWvHogU5nGYVHWVsUQk4DwgLGNOaeCtL31Ugq_DfcgaTMnTC0MrAU8urbFt5misIZHbhS4-FvafhdZxEuhnbzs0z1wNiM",
    ],
    [
      "onepassword_token",
      "ops_eyJOd4UYETIay2BV6DfVPClogqoPchv5V7S82qTdrOJRBRY6HqsP795nf4Gakq5p1Vm8kV6um4yvMpy62O6SQ1IEE1HSa2bB9UoK4tYnzNLeK6kjcbhgN7kwjSbbciSPOcSeVce2LWxm090I5Qe43W6T8ygpnnhcc826ZWOf0WOOsEgigYWPnsuvBqbwq7sdTWx6uX9MGE2sNVbYAbBHXgwETdIKnT30fK0skBaHmsWWdawFgFSY0l9FLw91GqK8ks0n8So",
    ],
    [
      "slack_token",
      "xoxe.xoxp-1-5KHF59GUWGZZF1BXNTQ186KYO3I8CWU7J29UK32QOIV3P6MRTJJPU7WKPUMQGKGMYJJTT1RMGGRNY3CAZ1O6S3BJQZAP10OOLH31UQG0PZKQ143B07LUAY5GCQ8NKM7WG38N46BX7V03NLZ6HWDQRYZDAE00WQGOTZ7O",
    ],
  ])("finds %s", (type, token) => {
    const text = `deploy with ${token} today`;
    expect(secrets(text)).toEqual([at(text, token, type)]);
  });

  it.each([
    ["a Hugging Face body of one letter case", "hf_hymdjoxtpatlpbyqxcgclbanfdpcwnxdq"],
    ["a Vault token body of lower-case letters only", "hvs.abcdefghijklmnopqrstuvwxyz"],
    ["a Vault prefix on a short word", "hvs.config"],
    ["a Flutterwave body with a letter past h", "FLWSECK_TEST-0ce4b4a11zc8e427e1eb858e88ahcabe-X"],
    [
      "a RubyGems body that is not hex",
      "rubygems_zd9041dff02cee737443e210471948d33296c87009e8a7f7",
    ],
    ["a New Relic key one short", "NRAK-QTIA4D5RGN5S7S333H9MTF4BS3"],
    ["a prefix glued to a longer word", "mypnu_d1QsO7jprBGumXxY9B4bZWOz648JJnUfd7UA"],
  ])("does not report %s", (_label, token) => {
    expect(secrets(`see ${token} now`)).toEqual([]);
  });
});
