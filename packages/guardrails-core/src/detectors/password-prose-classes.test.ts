import { describe, expect, it } from "vitest";
import { scan } from "../index";
import { at, pii } from "../test-support/spans";

/** One value per text: the password finding must be exactly that value. */
function expectOnly(text: string, value: string): void {
  expect(pii(text, "password")).toEqual([at(text, value, "password")]);
}

describe("password classes said in prose", () => {
  it.each([
    [
      "rotated the redis AUTH password, it's now A@X9z-7x?P$ (update the helm values)",
      "A@X9z-7x?P$",
    ],
    ["ok the password got reset, it's Lieu1993! now", "Lieu1993!"],
    ["changed the VPN password yesterday; it is now Qw7#rtz9", "Qw7#rtz9"],
    ["we rotated the root passphrase, it’s T0ast#77 until Friday", "T0ast#77"],
  ])("a later clause gives the value: %s", (text, value) => expectOnly(text, value));

  it.each([
    ["I set the passphrase for the backup key to Marksman$6223", "Marksman$6223"],
    ["Gary shared the staging box password over chat: UNTdUw3#5i5Vai", "UNTdUw3#5i5Vai"],
    ["she sent the password via slack: Rt5$mm22x", "Rt5$mm22x"],
    ["the password for the backup server is Zq8!ee01", "Zq8!ee01"],
  ])("a qualifier of several words sits between word and value: %s", (text, value) =>
    expectOnly(text, value),
  );

  it.each([
    ["the passphrase we agreed on is Populist2015!", "Populist2015!"],
    ["the password I picked was Ghj7!kl22", "Ghj7!kl22"],
    ["the password they gave us is Vx9#pp01", "Vx9#pp01"],
  ])("a relative clause sits between word and link: %s", (text, value) => expectOnly(text, value));

  it.each([
    [
      "I used certification-commercial-director-helpful as the password for the zip",
      "certification-commercial-director-helpful",
    ],
    ["subexpression-oxygenate-sermon is the new passphrase", "subexpression-oxygenate-sermon"],
    [
      "someone pasted the passphrase traditionalism-crooked-bore in the channel",
      "traditionalism-crooked-bore",
    ],
    ["admin pass is now status-foot-fluff-1", "status-foot-fluff-1"],
  ])("a dashed passphrase with long words or a number at the end: %s", (text, value) =>
    expectOnly(text, value),
  );

  it.each([
    ["the VPN pass is now 7N-ZSaNm4k0#72Ygd%", "7N-ZSaNm4k0#72Ygd%"],
    ["the jenkins pass is Omelet#8079 (changed it after the audit)", "Omelet#8079"],
    ["the router pass was changed to Sweatshop!90", "Sweatshop!90"],
    ["admin pass is now corporation-king-back", "corporation-king-back"],
  ])("a bare 'pass' with an is/was link: %s", (text, value) => expectOnly(text, value));

  it.each([
    ["EHR login for Dr. Cummings is drx with password UYh1U5_76CdF+vsP*i", "UYh1U5_76CdF+vsP*i"],
    ["connect as admin with the password Hk8#ee11", "Hk8#ee11"],
    ["the old passphrase Integer$0424 leaked in a screenshot", "Integer$0424"],
    ["the current password Zt6!pp90 still works", "Zt6!pp90"],
  ])("'with password X' and 'the old/current password X': %s", (text, value) =>
    expectOnly(text, value),
  );

  it.each([
    ["pw for the wifi: Word$4109", "Word$4109"],
    ["wifi pw is Vv7#kk22 btw", "Vv7#kk22"],
    ["the pw for the kiosk: swim-enchanting-recent", "swim-enchanting-recent"],
  ])("scan() finds a text whose only password word is 'pw': %s", (text, value) => {
    const found = scan({ input: text, scanners: ["pii", "secrets"] });
    const spans = Object.values(found.results).flatMap((r) =>
      r.findings.filter((f) => f.type === "password").map((f) => ["password", f.start, f.end]),
    );
    expect(spans).toEqual([at(text, value, "password")]);
  });

  it.each([
    ["someone pasted f+e9V@drBi in the channel, that's the prod one, rotate it", "f+e9V@drBi"],
    ["someone leaked Xk9#mm2Lq on the wiki, revoke it now", "Xk9#mm2Lq"],
    ["Dave posted Tr0ub4dor&3 to #general, please rotate it", "Tr0ub4dor&3"],
    [
      "I pasted option-creaking-offset-roundabout-pivot-229 in the chat, rotate the passphrase",
      "option-creaking-offset-roundabout-pivot-229",
    ],
  ])("a leaked value with no password word and a rotate cue: %s", (text, value) =>
    expectOnly(text, value),
  );

  it.each([
    ["someone pasted NullPointerException in the channel, rotate it"],
    ["someone posted Q3Report2024 in the drive, rotate the slides"],
    ["we committed v2.3.1-rc1 to main, rotate the certs"],
    ["I posted ghp_abc123DEF456ghi789JKL012mno345PQR678 in the channel, revoke it"],
    ["someone pasted Xk9#mm2Lq in the channel"],
    ["I changed the password, it's 12 characters now"],
    ["the password expired, it's not working"],
    ["password reset failed, it's 2024 already"],
    ["my boarding pass is BA2490X seat 12A"],
    ["the hall pass was Room204A"],
    ["the monthly pass is 40EUR/mo"],
    ["the pass is now ready for pickup"],
    ["the test pass is 98% on main"],
    ["the password we chose is secure"],
    ["the password for the account is incorrect"],
    ["with password protection enabled the zip is safe"],
    ["the old password is no longer valid"],
    ["pw for the wifi: see the sticker"],
  ])("no password in %s", (text) => {
    expect(pii(text, "password")).toEqual([]);
  });
});
