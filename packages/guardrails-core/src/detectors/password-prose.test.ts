import { describe, expect, it } from "vitest";
import { at, envRef, pii } from "../test-support/spans";

describe("password said in prose", () => {
  it.each([
    ["my new password is Xk9#mm2", "Xk9#mm2"],
    [
      "we changed the admin passphrase to correct-horse-battery-staple",
      "correct-horse-battery-staple",
    ],
    ["we changed the admin passphrase to Gr8$Sunset!", "Gr8$Sunset!"],
    ["someone pasted the password hunter2#X in the channel, rotate it", "hunter2#X"],
    ["someone pasted Zq7!vR2pLm in the channel, rotate the password", "Zq7!vR2pLm"],
    ["I reset the password to Temp#2024! for now", "Temp#2024!"],
    ["the wifi password is now 'sunflower'", "sunflower"],
    ["The password for the admin account is `P@ssw0rd$9`.", "P@ssw0rd$9"],
    ["password has been changed to Spring$2025", "Spring$2025"],
    ["passcode set as 48213977", "48213977"],
    ["Kx8$vv2!pq is the new password", "Kx8$vv2!pq"],
    ["he shared the db pwd: r00t!Pass over slack", "r00t!Pass"],
    ["she posted “Winter#1990” as the password in #general", "Winter#1990"],
    ["the passphrase is tango-lima-orbit-velvet", "tango-lima-orbit-velvet"],
    ["the new password is Summer2024! and it still says locked", "Summer2024!"],
    ["mysql --password Hunter2! -h db", "Hunter2!"],
    ["deploy --db-password 'Pa55 word#1' --yes", "Pa55 word#1"],
    ["<password>Secret!23</password>", "Secret!23"],
    ["the admin pw is Zx#99op", "Zx#99op"],
    ["Password - Xyz!234", "Xyz!234"],
    ["password was set to: Pa55#word", "Pa55#word"],
    ["I used hunter2! as my password", "hunter2!"],
  ])("finds the value in %s", (text, value) => {
    expect(pii(text, "password")).toEqual([at(text, value, "password")]);
  });

  it.each([
    ["your password is incorrect"],
    ["the password policy is 12 characters"],
    ["password reset link sent"],
    ["I forgot my password again"],
    ["passwords must contain #"],
    ["the password is the same as before"],
    ["the password is 12 characters long"],
    ["your password has expired"],
    ["my password is wrong"],
    ["reset your password at https://example.com/reset"],
    ["the password is case-sensitive"],
    ["the password was changed to something stronger"],
    ["we rotated the password yesterday"],
    ["the password is e.g. longer than 8"],
    ["the password is at least 12 chars"],
    ["someone pasted the link in the channel, check your password"],
    ["password manager is 1Password"],
    ["the password is stored in vault"],
    ["a passphrase of dictionary words is easy to remember"],
    ["the password is 8+ characters"],
    ["the password was reset 2 days ago"],
    ["password is <redacted>"],
    ["docker login --password-stdin < token.txt"],
    ["mysql --password -h db"],
    [`<password>${envRef("DB_PASS")}</password>`],
    ["Password: 12 characters minimum"],
    ["Reset password - click the link"],
    ["the pw is long enough"],
  ])("does not report %s", (text) => {
    expect(pii(text, "password")).toEqual([]);
  });
});
