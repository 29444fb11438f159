import type { Fixture } from "./fixtures";

/**
 * Cases found by trying the engine as a user (s16 smoke, fourth round: how numbers are said in
 * words), each with a look-alike of the other kind that must keep its verdict. Refusals and
 * pleasantries, which make no claim at all, are checked in claims.test.ts. Re-exported by
 * paraphrase-fixtures.ts.
 */
const LIABILITY = "Third-party liability cover of up to £2,000,000 is included for dogs only.";
const WARRANTY = "The panels carry a 25-year warranty, and the inverter a 10-year warranty.";
const COFFEE = "Each delivery is 500 g of coffee.";
const RETREAT = "Our summer retreat at Glenmore Lodge runs from 14 July to 18 July 2027.";
const CLOSURE = "The school is closed from 21 December 2026 to 3 January 2027.";
const COURSE = "The spring course runs from 3 March to 17 March.";
const CENTRE = "The Kelby Road recycling centre is open daily from 8am to 6pm.";
const CENTRE_EXCEPT =
  "The Kelby Road recycling centre is open every day except Sunday from 8am to 6pm.";
const GUESTS = "Guests may play up to 3 times a year with a member, at £8 per visit.";
const GROUPS = "Places are limited to 6 students per group, and every group meets twice a week.";
const TEAMS = "Our Bristol team is led by Tomasz Nowak, and our Bath team by Ana Silva.";
const INSURER =
  "Pawsure policies are underwritten by Calder General, and claims are handled by VetClaim Direct.";
const STYLISTS =
  "Our senior stylists are Priya Mehta and Tom Adeyemi; Lucy Crane leads the colour team.";
const FREIGHT = "Road freight from Duisburg to Milan takes 2 days; to Madrid it takes 4 days.";
const WATERSPORTS =
  "Kayak hire is managed by Ollie Grant. Paddleboard lessons are run by Nadia Petrova.";
const COURSE_NEWS =
  "A new Python module will be added on 15 January 2027. Course videos have subtitles in English and Spanish.";
const COUNCIL =
  "Council Tax Support can reduce a bill by up to 80%. Applications are assessed by the Revenues team, led by Marcus Oyelaran.";
const LEARNERS =
  "Most learners need between 20 and 30 lessons before they are ready for the road test.";
const PENALTY =
  "Parking without a valid permit results in a penalty charge of £70, reduced by half if paid within 14 days.";
const LESSONS =
  "The winter intensive course costs $1,290 for 15 lessons. Clearway Driving School charges $62 for a single 60-minute lesson.";

export const SMOKE4_FIXTURES: Fixture[] = [
  // A scale word after a number word: "two million pounds" is £2,000,000.
  {
    name: "'two million pounds' for £2,000,000 is supported",
    contexts: [LIABILITY],
    answer: "Dogs get third-party liability cover of up to two million pounds.",
    verdicts: ["supported"],
  },
  {
    name: "'three million pounds' for £2,000,000 is flagged",
    contexts: [LIABILITY],
    answer: "Dogs get third-party liability cover of up to three million pounds.",
    verdicts: ["unsupported"],
  },
  {
    name: "'two thousand pounds' for £2,000,000 is flagged",
    contexts: [LIABILITY],
    answer: "Dogs get third-party liability cover of up to two thousand pounds.",
    verdicts: ["unsupported"],
  },
  // Decades and centuries, whole or in part.
  {
    name: "'a quarter of a century' and 'a decade' for 25 and 10 years are supported",
    contexts: [WARRANTY],
    answer:
      "The panels carry a warranty for a quarter of a century, and the inverter for a decade.",
    verdicts: ["supported"],
  },
  {
    name: "'two decades' for the inverter's 10 years is flagged",
    contexts: [WARRANTY],
    answer:
      "The panels carry a warranty for a quarter of a century, and the inverter for two decades.",
    verdicts: ["unsupported"],
  },
  {
    name: "'half a century' for 25 years is flagged",
    contexts: [WARRANTY],
    answer: "The panels carry a warranty for half a century.",
    verdicts: ["unsupported"],
  },
  // A fraction of a unit of mass: "half a kilo" is 500 g.
  {
    name: "'half a kilo' for 500 g is supported",
    contexts: [COFFEE],
    answer: "Each delivery is half a kilo of coffee.",
    verdicts: ["supported"],
  },
  {
    name: "'a quarter of a kilo' for 500 g is flagged",
    contexts: [COFFEE],
    answer: "Each delivery is a quarter of a kilo of coffee.",
    verdicts: ["unsupported"],
  },
  // A range of days in one month, written with ordinals or sharing its month.
  {
    name: "'five days, from the 14th to the 18th of July' is supported",
    contexts: [RETREAT],
    answer: "The retreat lasts five days, from the 14th to the 18th of July.",
    verdicts: ["supported"],
  },
  {
    name: "'July 14th to 18th' is supported",
    contexts: [RETREAT],
    answer: "The retreat at Glenmore Lodge runs July 14th to 18th.",
    verdicts: ["supported"],
  },
  {
    name: "'from the 14th to the 19th of July' is flagged",
    contexts: [RETREAT],
    answer: "The retreat lasts six days, from the 14th to the 19th of July.",
    verdicts: ["unsupported"],
  },
  {
    name: "'from the 15th to the 18th of July' is flagged",
    contexts: [RETREAT],
    answer: "The retreat at Glenmore Lodge runs from the 15th to the 18th of July.",
    verdicts: ["unsupported"],
  },
  // Weeks between two dates count one end or both, as days do.
  {
    name: "'two weeks, from 21 December to 3 January' (both ends) is supported",
    contexts: [CLOSURE],
    answer: "The holiday closure lasts two weeks, from 21 December 2026 to 3 January 2027.",
    verdicts: ["supported"],
  },
  {
    name: "'three weeks' for the same closure is flagged",
    contexts: [CLOSURE],
    answer: "The holiday closure lasts three weeks, from 21 December 2026 to 3 January 2027.",
    verdicts: ["unsupported"],
  },
  {
    name: "'two weeks, from 3 March to 17 March' (one end) stays supported",
    contexts: [COURSE],
    answer: "The spring course lasts two weeks, from 3 March to 17 March.",
    verdicts: ["supported"],
  },
  // "daily" is seven days a week; "every day except Sunday" is not.
  {
    name: "'seven days a week' for 'open daily' is supported",
    contexts: [CENTRE],
    answer: "The recycling centre is open for ten hours, seven days a week.",
    verdicts: ["supported"],
  },
  {
    name: "'six days a week' for 'open daily' is flagged",
    contexts: [CENTRE],
    answer: "The recycling centre is open for ten hours, six days a week.",
    verdicts: ["unsupported"],
  },
  {
    name: "'seven days a week' for 'every day except Sunday' is flagged",
    contexts: [CENTRE_EXCEPT],
    answer: "The recycling centre is open for ten hours, seven days a week.",
    verdicts: ["unsupported"],
  },
  // A share in words after "by": "reduced by half" is 50% off.
  {
    name: "'drops to £35' for £70 'reduced by half' is supported",
    contexts: [PENALTY],
    answer: "Pay within two weeks and the £70 penalty charge drops to £35.",
    verdicts: ["supported"],
  },
  {
    name: "'drops to £40' for £70 'reduced by half' is flagged",
    contexts: [PENALTY],
    answer: "Pay within two weeks and the £70 penalty charge drops to £40.",
    verdicts: ["unsupported"],
  },
  {
    name: "'reduced by a third' for 'reduced by half' is flagged",
    contexts: [PENALTY],
    answer: "The £70 penalty charge is reduced by a third if paid within 14 days.",
    verdicts: ["unsupported"],
  },
  // A figure the answer derived in an earlier, supported sentence is an operand of the next.
  {
    name: "'$86 a lesson … so each costs you $24 more' than the $62 single is supported",
    contexts: [LESSONS],
    answer:
      "The intensive works out at $86 a lesson, since it's $1,290 for 15 lessons. A single lesson is $62, so each intensive lesson costs you $24 more.",
    verdicts: ["supported", "supported"],
  },
  {
    name: "the same with '$30 more' is flagged",
    contexts: [LESSONS],
    answer:
      "The intensive works out at $86 a lesson, since it's $1,290 for 15 lessons. A single lesson is $62, so each intensive lesson costs you $30 more.",
    verdicts: ["supported", "unsupported"],
  },
  {
    name: "a wrong figure first lends nothing: '$90 a lesson … $28 more' is flagged twice",
    contexts: [LESSONS],
    answer:
      "The intensive works out at $90 a lesson. A single lesson is $62, so each intensive lesson costs you $28 more.",
    verdicts: ["unsupported", "unsupported"],
  },
  // A small count pins a claim as a unit does when it counts per period or counts the same thing.
  {
    name: "'as your guest up to three times a year' is supported",
    contexts: [GUESTS],
    answer: "A friend can come along as your guest up to three times a year.",
    verdicts: ["supported"],
  },
  {
    name: "'up to five times a year' is flagged",
    contexts: [GUESTS],
    answer: "A friend can come along as your guest up to five times a year.",
    verdicts: ["unsupported"],
  },
  {
    name: "'a group has six students at most' is supported",
    contexts: [GROUPS],
    answer: "A group has six students at most.",
    verdicts: ["supported"],
  },
  {
    name: "'a group has six teachers at most' (another counted thing) is not supported",
    contexts: [GROUPS],
    answer: "A group has six teachers at most.",
    verdicts: ["unverifiable"],
  },
  // A name moved to the other clause of one sentence (crossed-clauses.ts).
  {
    name: "'the Bristol team is led by Ana Silva' (the Bath team's lead) is flagged",
    contexts: [TEAMS],
    answer: "The Bristol team is led by Ana Silva.",
    verdicts: ["unsupported"],
  },
  {
    name: "'Tomasz Nowak leads the Bath team' is flagged",
    contexts: [TEAMS],
    answer: "Tomasz Nowak leads the Bath team.",
    verdicts: ["unsupported"],
  },
  {
    name: "'Ana Silva leads the Bath team' (the elliptical clause said in full) is supported",
    contexts: [TEAMS],
    answer: "Ana Silva leads the Bath team.",
    verdicts: ["supported"],
  },
  {
    name: "both leads in one clause are supported",
    contexts: [TEAMS],
    answer: "Tomasz Nowak leads the Bristol team and Ana Silva the Bath team.",
    verdicts: ["supported"],
  },
  {
    name: "'claims are handled by Calder General' (the underwriter) is flagged",
    contexts: [INSURER],
    answer: "Claims are handled by Calder General.",
    verdicts: ["unsupported"],
  },
  {
    name: "'claims are handled by VetClaim Direct' is supported",
    contexts: [INSURER],
    answer: "Claims are handled by VetClaim Direct.",
    verdicts: ["supported"],
  },
  {
    name: "the two clauses restated side by side are supported",
    contexts: [INSURER],
    answer: "Calder General underwrites the policies, while VetClaim Direct handles claims.",
    verdicts: ["supported"],
  },
  {
    name: "'Priya Mehta leads the colour team' (Lucy Crane does) is flagged",
    contexts: [STYLISTS],
    answer: "Priya Mehta leads the colour team.",
    verdicts: ["unsupported"],
  },
  {
    name: "'Lucy Crane heads up the colour team' is supported",
    contexts: [STYLISTS],
    answer: "Lucy Crane heads up the colour team.",
    verdicts: ["supported"],
  },
  {
    name: "a comparison of the two clauses' places is supported",
    contexts: [FREIGHT],
    answer: "Road freight to Madrid takes twice as long as road freight to Milan.",
    verdicts: ["supported"],
  },
  {
    name: "'paddleboard lessons are run by Ollie Grant' (the next sentence's name) is flagged",
    contexts: [WATERSPORTS],
    answer: "Paddleboard lessons are run by Ollie Grant.",
    verdicts: ["unsupported"],
  },
  {
    name: "'Nadia Petrova runs the paddleboard lessons' is supported",
    contexts: [WATERSPORTS],
    answer: "Nadia Petrova runs the paddleboard lessons.",
    verdicts: ["supported"],
  },
  {
    name: "a name and one word of the next sentence ('joins the course') are no swap",
    contexts: [COURSE_NEWS],
    answer: "A Python module joins the course on 15 January 2027.",
    verdicts: ["supported"],
  },
  {
    name: "the previous sentence's subject named in the next one's claim is no swap",
    contexts: [COUNCIL],
    answer: "Council Tax Support applications are assessed by the Revenues team.",
    verdicts: ["supported"],
  },
  // "usually" and its kin restate "most" where a claim is anchored by its figures.
  {
    name: "'learners usually need 20 to 30 lessons' for 'most learners need' is supported",
    contexts: [LEARNERS],
    answer: "It varies, but learners usually need 20 to 30 lessons before they're test-ready.",
    verdicts: ["supported"],
  },
  {
    name: "'learners always need 20 to 30 lessons' is flagged",
    contexts: [LEARNERS],
    answer: "Learners always need 20 to 30 lessons before they're test-ready.",
    verdicts: ["contradicted"],
  },
];
