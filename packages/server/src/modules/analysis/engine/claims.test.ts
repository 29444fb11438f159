import { describe, expect, it } from "vitest";
import { sortSentences } from "./claims";

const kindOf = (sentence: string) => sortSentences(sentence)[0]?.kind;

describe("sortSentences: refusals and pleasantries are no claims", () => {
  it.each([
    "I don't have any information about heat pump installation, sorry.",
    "I have no information about heat pumps.",
    "I don't have any details on heat pump installation.",
    "I don't have that information.",
    "I don't have anything on heat pump installation.",
    "We have no information on heat pump installation at the moment.",
    "I wasn't able to find anything about heat pumps.",
    "I'm not aware of any heat pump installation service, sorry.",
    "I'm not sure whether we install heat pumps.",
    "There's no information about heat pumps in what I have.",
    "There is no mention of heat pump installation in the documents I have.",
    "Unfortunately, heat pumps aren't covered in the information I have.",
    "Nothing in our documentation mentions heat pump installation.",
    "I'm afraid heat pump installation isn't something I can find in our materials.",
    "That isn't something I have information on.",
    "Sorry, I don't have heat pump prices in front of me.",
    "Unfortunately I don't have pricing for heat pump installation.",
    "I don't have the heat pump prices, sorry.",
    "I don't have our heat pump prices to hand.",
    "Sorry, the installer details I have don't mention heat pumps.",
  ])("%s is a refusal", (sentence) => {
    expect(kindOf(sentence)).toBe("refusal");
  });

  it.each([
    "Hope to see you soon!",
    "See you soon!",
    "Looking forward to seeing you there!",
    "We look forward to welcoming you.",
    "Take care and stay warm!",
    "Have fun at the show!",
    "Happy travels!",
    "Enjoy your new bike!",
    "Customer support will be able to tell you.",
    "The donor centre should be able to advise you.",
    "Please call the branch to check.",
    "You may want to check with his doctor.",
    "If you're not sure which zone you're in, I'm happy to help you check.",
    "Good news on both counts.",
    "Lovely to hear you're interested!",
    "Sorry I can't be more help.",
    "It doesn't matter.",
  ])("%s is chatter", (sentence) => {
    expect(kindOf(sentence)).toBe("chatter");
  });

  it.each([
    // Look-alikes that state a fact and must stay claims.
    "We don't have any data limits on the Max plan.",
    "We don't have data caps on any plan.",
    "There is no mention of a deposit in the rental contract.",
    "I'm not sure of the exact time, but the shop usually opens at 9.",
    "Pre-existing conditions are not covered by the policy.",
    "Enjoy 20% off your first order with the code WELCOME.",
    "We look forward to the reopening of the pool on 3 March.",
    "Sorry, we don't have parking spaces at the clinic.",
    "Call us on 0800 123 456 to check your booking.",
    "Please call the branch to cancel an appointment.",
    "Our pharmacist can help with repeat prescriptions.",
    "The front desk will be able to store luggage for up to 3 days.",
    "Good news: the first permit is only £48 a year.",
    "The good news is that repairs are covered by the warranty.",
    "Tickets can't be exchanged.",
    "Latecomers won't be admitted.",
    "Unfortunately we don't have a branch in Leeds.",
    "I don't have to pay a deposit for the standard room, as the policy says.",
    "You don't have to bring your own towels, sorry for the confusion earlier.",
  ])("%s stays a claim", (sentence) => {
    expect(kindOf(sentence)).toBe("claim");
  });
});
