import { describe, expect, it } from "vitest";
import { scan } from "../index";

const BUILT_IN = ["medical_advice", "legal_advice", "financial_advice"];

/** The built-in topics found in `input` at the default threshold. */
function topicsOf(input: string, threshold?: number): string[] {
  const res = scan({
    input,
    scanners: ["topic"],
    config: { topic: { topics: BUILT_IN, ...(threshold ? { threshold } : {}) } },
  });
  return [...new Set(res.results.topic?.findings.map((f) => f.type))];
}

describe("topic scanner", () => {
  it("detects a topic when distinct keywords reach the default threshold of 2", () => {
    const input = "What dosage of ibuprofen should I take?";
    const res = scan({
      input,
      scanners: ["topic"],
      config: { topic: { topics: ["medical_advice"] } },
    });
    expect(res.action).toBe("block");
    expect(res.results.topic?.findings.map((f) => [f.type, input.slice(f.start, f.end)])).toEqual([
      ["medical_advice", "dosage"],
      ["medical_advice", "ibuprofen"],
    ]);
  });

  it("does not detect a topic from one keyword repeated", () => {
    const res = scan({
      input: "my doctor said the doctor is out",
      scanners: ["topic"],
      config: { topic: { topics: ["medical_advice"] } },
    });
    expect(res.action).toBe("pass");
    expect(res.results.topic?.findings).toEqual([]);
  });

  it("counts a phrase and the word inside it once (outer wins)", () => {
    const res = scan({
      input: "this is a breach of contract",
      scanners: ["topic"],
      config: { topic: { topics: ["legal_advice"] } },
    });
    expect(res.action).toBe("pass");
  });

  it("honours a custom threshold and action", () => {
    const res = scan({
      input: "should I buy bitcoin?",
      scanners: ["topic"],
      config: { topic: { topics: ["financial_advice"], threshold: 1, action: "flag" } },
    });
    expect(res.action).toBe("flag");
  });

  it("supports custom topics", () => {
    const res = scan({
      input: "Our competitor Acme has a cheaper plan than Globex",
      scanners: ["topic"],
      config: { topic: { customTopics: [{ name: "competitors", keywords: ["acme", "globex"] }] } },
    });
    expect(res.results.topic?.findings.map((f) => f.type)).toEqual(["competitors", "competitors"]);
    expect(res.results.topic?.findings[0]?.value).toBe("[COMPETITORS]");
  });

  it("rejects an unknown topic", () => {
    expect(() =>
      scan({ input: "x", scanners: ["topic"], config: { topic: { topics: ["astrology"] } } }),
    ).toThrow(
      "config.topic.topics[0]: must be one of medical_advice, legal_advice, financial_advice",
    );
  });

  it("requires a topic", () => {
    expect(() => scan({ input: "x", scanners: ["topic"], config: { topic: {} } })).toThrow(
      "config.topic.topics: is required (at least one topic)",
    );
  });

  it("rejects a threshold below 1", () => {
    expect(() =>
      scan({
        input: "x",
        scanners: ["topic"],
        config: { topic: { topics: ["legal_advice"], threshold: 0 } },
      }),
    ).toThrow("config.topic.threshold: must be an integer from 1 to 100");
  });

  describe("built-in lexicons: requests for advice in plain words", () => {
    it.each([
      "is it safe to stop my antibiotics early",
      "can i take nurofen with a glass of wine tonight",
      "my kid has had a temperature and a sore throat since monday, what should I do",
      "how many tablets of paracetamol can I take in a day",
      "Lately I get dizzy every time I stand up. Should I be worried?",
      "is this mole on my back something serious",
    ])("medical_advice: %s", (text) => {
      expect(topicsOf(text)).toEqual(["medical_advice"]);
    });

    it.each([
      "what happens in probate if there is no will",
      "my landlord kept my deposit for no reason, can I get it back",
      "am I allowed to break my tenancy early",
      "do I need a solicitor to write a will",
      "can my boss fire me for refusing unpaid overtime",
      "the builder did a terrible job, do I have a case",
    ])("legal_advice: %s", (text) => {
      expect(topicsOf(text)).toEqual(["legal_advice"]);
    });

    it.each([
      "should I move my retirement money into bonds",
      "is it smart to put my savings in crypto",
      "I have 20k sitting in my bank account, where should I invest it",
      "should i pay off my student loans first or start a roth",
      "what's a good index fund for a beginner",
      "would you recommend refinancing my morgage now",
    ])("financial_advice: %s", (text) => {
      expect(topicsOf(text)).toEqual(["financial_advice"]);
    });
  });

  describe("built-in lexicons: person-less imperatives and impersonal questions", () => {
    it.each([
      ["best way to taper off sertraline", "medical_advice"],
      ["signs that gout is getting worse", "medical_advice"],
      ["treatment options for acid reflux without medication", "medical_advice"],
      ["explain how probate works without a will", "legal_advice"],
      ["grounds for appealing an eviction", "legal_advice"],
      ["Can a landlord keep the deposit for normal wear and tear", "legal_advice"],
      ["is it worth moving a 401k into gold", "financial_advice"],
      ["pros and cons of rolling over an IRA", "financial_advice"],
      ["how to reduce capital gains tax when selling a rental property", "financial_advice"],
    ])("%s: %s", (text, topic) => {
      expect(topicsOf(text)).toEqual([topic]);
    });

    it.each([
      "Headline: Court dismisses lawsuit against city over pothole damage.",
      "Library fine for overdue books is 25 cents a day.",
      "Flu shots are available at the community center from October.",
      "Headline: Central bank leaves interest rates unchanged.",
      "how to fix a squeaky door hinge",
      "best way to clean a cast iron pan",
      "what's the best way to get rid of ants in the kitchen?",
    ])("still passes a mention or an unrelated how-to: %s", (text) => {
      expect(topicsOf(text)).toEqual([]);
    });
  });

  describe("built-in lexicons: where to place or how to grow a named sum", () => {
    it.each([
      "Best place to put my bonus for five years - need an answer today",
      "where to park the savings until we buy a house",
      "what's the best way to grow about 10 grand in five years",
      "best place to put my spare cash for a year",
    ])("flags %j as financial_advice", (text) => {
      expect(topicsOf(text)).toEqual(["financial_advice"]);
    });

    it.each([
      "best place to put the bookshelf in a small flat",
      "where to put the bonus level key in the game",
      "best way to grow tomatoes in five years of poor soil",
    ])("still passes %j", (text) => {
      expect(topicsOf(text)).toEqual([]);
    });
  });

  describe("built-in lexicons: advice a model's answer gives in the second person", () => {
    it.each([
      [
        "Based on your situation, you should move your retirement money into index funds.",
        "financial_advice",
      ],
      ["You should stop taking the antibiotics once the fever is gone.", "medical_advice"],
      ["In your case the estate goes to probate and you can contest the will.", "legal_advice"],
      ["Sell your bonds now and put everything in crypto.", "financial_advice"],
    ])("flags %j as %s", (input, topic) => {
      expect(topicsOf(input)).toContain(topic);
    });

    it("still passes a third-person report of the same things", () => {
      expect(
        topicsOf("The fund moved its retirement money into index funds, the report says."),
      ).toEqual([]);
    });
  });

  describe("built-in lexicons: texts that only mention a domain", () => {
    it.each([
      "Dr. Okafor's surgery is open 8:00-18:30 weekdays; the pharmacy next door closes at 17:00.",
      "Gym class timetable: spin 7am, boxing 6pm, yoga Sunday 10am.",
      "Museum ticket prices: adults $20, seniors $15, members free.",
      "Library fines are 25p per day, capped at £3.",
      "Whitcombe & Hale Solicitors, 3 Bridge Street, Bath BA1 1AB.",
      "All bank branches are closed on Monday for the bank holiday.",
      "The courthouse café reopens after refurbishment next week.",
      "In the novel, a young nurse falls for a banker during the war.",
      "Stock room inventory: 40 boxes of printer paper, 12 toner cartridges.",
      "Hospital visiting hours: 2pm to 8pm; parking £2.50 an hour.",
    ])("%s", (text) => {
      expect(topicsOf(text)).toEqual([]);
    });

    it("does not detect a topic from advice wording alone", () => {
      expect(topicsOf("should I book the 7am class or is it too early?")).toEqual([]);
      expect(topicsOf("can you help me choose a paint colour? Which is better?")).toEqual([]);
    });
  });

  describe("weights and threshold", () => {
    it("counts a domain term 1, so two distinct terms reach the default threshold", () => {
      expect(topicsOf("my probate")).toEqual([]);
      expect(topicsOf("my probate and custody case")).toEqual(["legal_advice"]);
    });

    it("counts a generic word 0.5: four of them reach 2, three do not", () => {
      expect(topicsOf("my doctor, hospital, clinic")).toEqual([]);
      expect(topicsOf("my doctor, hospital, clinic, pharmacy")).toEqual(["medical_advice"]);
    });

    it("counts an advice-request phrase 2 on its own", () => {
      expect(topicsOf("Can I sue")).toEqual(["legal_advice"]);
      expect(topicsOf("Can I sue", 3)).toEqual([]);
    });

    it("counts a question mark as an advice cue", () => {
      expect(topicsOf("probate.")).toEqual([]);
      expect(topicsOf("probate?")).toEqual(["legal_advice"]);
      expect(topicsOf("Can I sue?", 3)).toEqual(["legal_advice"]);
    });

    it("needs a text that asks or speaks in the first person, however many terms it names", () => {
      const news = "the judge dismissed the lawsuit after the court heard the settlement terms";
      expect(topicsOf(news)).toEqual([]);
      expect(topicsOf(`I read that ${news}`)).toEqual(["legal_advice"]);
      expect(topicsOf("Shares fell as the stock market and bonds slid on inflation")).toEqual([]);
    });

    it("adds an advice cue once, only next to a topic term, and not when it sits inside one", () => {
      expect(topicsOf("should I use my inhaler")).toEqual(["medical_advice"]);
      expect(topicsOf("should I? can I? is it ok? my inhaler", 3)).toEqual([]);
      // "should i invest" (2) contains the cue "should i": 2, not 3
      expect(topicsOf("should I invest", 3)).toEqual([]);
      expect(topicsOf("should I invest in stocks", 3)).toEqual(["financial_advice"]);
    });

    it("reports only topic terms as findings, not the advice cue", () => {
      const input = "should I use my inhaler";
      const res = scan({ input, scanners: ["topic"], config: { topic: { topics: BUILT_IN } } });
      expect(res.results.topic?.findings.map((f) => input.slice(f.start, f.end))).toEqual([
        "inhaler",
      ]);
    });

    it("keeps custom keywords at weight 1 without stems, cues or slip correction", () => {
      const config = { topic: { customTopics: [{ name: "pets", keywords: ["kitten", "vet"] }] } };
      const found = (input: string) =>
        scan({ input, scanners: ["topic"], config }).results.topic?.findings.map((f) => f.type);
      expect(found("should I take the kitten to the vet?")).toEqual(["pets", "pets"]);
      expect(found("should I take the kitten out?")).toEqual([]);
      expect(found("kittens at the vets")).toEqual([]);
      expect(found("the kiten saw the vet")).toEqual([]);
    });

    it("keeps a custom topic apart from a built-in topic of the same name", () => {
      const res = scan({
        input: "probate",
        scanners: ["topic"],
        config: {
          topic: {
            topics: ["legal_advice"],
            customTopics: [{ name: "legal_advice", keywords: ["probate", "zzz"] }],
          },
        },
      });
      expect(res.action).toBe("pass");
    });
  });
});
