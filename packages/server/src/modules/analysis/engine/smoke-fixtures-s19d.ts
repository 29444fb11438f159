import type { Fixture } from "./fixtures";

/**
 * Cases found by trying the engine as a user (s19, helper D: dates worked out from a context
 * date and a context duration, and planted date errors), each with look-alikes of the other
 * kind that must keep their verdict.
 */
const ENTRIES = [
  "Entries for the summer exam series close on 21 February 2027.",
  "Late entries are accepted for two weeks after the closing date, with a £40 fee.",
];
const RESULTS = [
  "Results are published on Thursday 19 August 2027.",
  "Requests for a review of marking must reach us within 30 days of results day.",
];
const RENEWAL = [
  "Your annual plan renews on 9 May 2027.",
  "We email you a reminder 7 days before it renews.",
];
const FESTIVAL = [
  "The festival runs from 14 to 16 August 2027.",
  "Camping opens the day before the festival starts.",
];
const VISA = ["Your visa is valid from 1 March 2027 for 180 days."];
const WARRANTY = [
  "Your blender was delivered on 2 June 2026.",
  "It carries a two-year warranty from the date of delivery.",
];

const MARATHON = [
  "The Riverside Marathon takes place on 18 April 2027.",
  "Packet pickup is the day before the race.",
];
const TERMS = [
  "The autumn term starts on 3 September 2026 and ends on 18 December 2026.",
  "The spring term ends on 26 March 2027.",
];
const TRIAL = ["Your free trial started on 3 March 2027 and lasts 30 days."];
const TENANCY = ["Your tenancy starts on 1 October 2026 and lasts 12 months."];
const FILING = ["Tax returns must be filed by 31 January 2027."];
const NOTICE = "You must give two months' notice if you do not wish to renew.";
const LEASE_END = ["Your tenancy ends on 30 September 2027.", NOTICE];
const LEASE_START = ["Your tenancy starts on 1 October 2027.", NOTICE];
const OFFICE = [...FILING, "Our office is closed on Saturdays."];
const SLIP = ["The race is on Saturday 18 April 2027."];

export const SMOKE_S19D_FIXTURES: Fixture[] = [
  // A date a context duration before or after a context date, the way the duration's words
  // say (directed-date.ts).
  {
    name: "two weeks after a closing date of 21 February is 7 March",
    contexts: ENTRIES,
    answer: "You can still enter late until 7 March 2027, but there's a £40 fee.",
    verdicts: ["supported"],
  },
  {
    name: "a late-entry date a week too late is still flagged",
    contexts: ENTRIES,
    answer: "Late entries are accepted until 14 March 2027, with a £40 fee.",
    verdicts: ["unsupported"],
  },
  {
    name: "the closing date moved to where the late window ends is still flagged",
    contexts: ENTRIES,
    answer: "Entries for the summer series close on 7 March 2027.",
    verdicts: ["unsupported"],
  },
  {
    name: "within 30 days of results day (19 August) is until 18 September",
    contexts: RESULTS,
    answer: "You have until 18 September 2027 to ask for a review of marking.",
    verdicts: ["supported"],
  },
  {
    name: "results day moved to 18 September is still flagged",
    contexts: RESULTS,
    answer: "Results are published on 18 September 2027.",
    verdicts: ["unsupported"],
  },
  {
    name: "a reminder 7 days before a 9 May renewal is on 2 May",
    contexts: RENEWAL,
    answer: "You'll get a reminder email on 2 May 2027.",
    verdicts: ["supported"],
  },
  {
    name: "a reminder 7 days after the renewal, where the context says before, is flagged",
    contexts: RENEWAL,
    answer: "You'll get a reminder email on 16 May 2027.",
    verdicts: ["unsupported"],
  },
  {
    name: "the day before a festival that starts on 14 August is 13 August",
    contexts: FESTIVAL,
    answer: "Camping opens on 13 August 2027.",
    verdicts: ["supported"],
  },
  {
    name: "the day before the festival's last day is not the day before it starts",
    contexts: FESTIVAL,
    answer: "Camping opens on 15 August 2027.",
    verdicts: ["unsupported"],
  },
  {
    name: "valid from 1 March for 180 days is valid until 28 August",
    contexts: VISA,
    answer: "The visa is valid until 28 August 2027.",
    verdicts: ["supported"],
  },
  {
    name: "a term's end given as its start is flagged",
    contexts: VISA,
    answer: "Your visa starts on 28 August 2027.",
    verdicts: ["unsupported"],
  },
  {
    name: "a wrong month for the term's end is flagged",
    contexts: VISA,
    answer: "The visa is valid until 28 September 2027.",
    verdicts: ["unsupported"],
  },
  {
    name: "a two-year warranty from delivery on 2 June 2026 runs until 2 June 2028",
    contexts: WARRANTY,
    answer: "The warranty covers your blender until 2 June 2028.",
    verdicts: ["supported"],
  },
  {
    name: "the same warranty said to run until June 2028, month only",
    contexts: WARRANTY,
    answer: "The warranty runs for two years from delivery on 2 June 2026, so until June 2028.",
    verdicts: ["supported"],
  },
  {
    name: "a two-year warranty said to end a year early is flagged",
    contexts: WARRANTY,
    answer: "The warranty covers your blender until 2 June 2027.",
    verdicts: ["unsupported"],
  },
  // A day of the week written beside a calendar date holds where the calendar says so
  // (weekday-of-date.ts).
  {
    name: "'Sunday 18 April 2027' for a race on 18 April 2027 holds by the calendar",
    contexts: MARATHON,
    answer: "The marathon is on Sunday 18 April 2027.",
    verdicts: ["supported"],
  },
  {
    name: "'Saturday 18 April 2027' is still flagged",
    contexts: MARATHON,
    answer: "The marathon is on Saturday 18 April 2027.",
    verdicts: ["unsupported"],
  },
  {
    name: "the day before the race, without a year, takes the context's year: Saturday 17 April",
    contexts: MARATHON,
    answer: "Packet pickup is on Saturday 17 April.",
    verdicts: ["supported"],
  },
  {
    name: "'a Friday, 26 March' takes the year of the context's 26 March",
    contexts: TERMS,
    answer: "The spring term ends on a Friday, 26 March.",
    verdicts: ["supported"],
  },
  {
    name: "'a Thursday, 26 March' is still flagged",
    contexts: TERMS,
    answer: "The spring term ends on a Thursday, 26 March.",
    verdicts: ["unsupported"],
  },
  {
    name: "'31 January 2027, which is a Sunday' holds by the calendar",
    contexts: FILING,
    answer: "Returns are due by 31 January 2027, which is a Sunday.",
    verdicts: ["supported"],
  },
  {
    name: "a weekday not written beside the date is not read from it",
    contexts: FILING,
    answer: "Our office is closed on Sundays, and returns are due by 31 January 2027.",
    verdicts: ["unsupported"],
  },
  // "ends" on the end of a term the sentence starts restates its "started" (directed-date.ts,
  // contradiction.ts).
  {
    name: "started on 3 March and lasts 30 days: 'ends on 2 April' restates it",
    contexts: TRIAL,
    answer: "Your free trial ends on 2 April 2027.",
    verdicts: ["supported"],
  },
  {
    name: "'ends on 3 March', the start date, is still a start/end flip",
    contexts: TRIAL,
    answer: "Your free trial ends on 3 March 2027.",
    verdicts: ["contradicted"],
  },
  {
    name: "'ends on 9 April', a week past the term, is still flagged",
    contexts: TRIAL,
    answer: "Your free trial ends on 9 April 2027.",
    verdicts: ["contradicted"],
  },
  {
    name: "starts on 1 October 2026 and lasts 12 months: 'ends on 1 October 2027' restates it",
    contexts: TENANCY,
    answer: "Your tenancy ends on 1 October 2027.",
    verdicts: ["supported"],
  },
  {
    name: "'ends on 31 October 2027', a month past the term, is still flagged",
    contexts: TENANCY,
    answer: "Your tenancy ends on 31 October 2027.",
    verdicts: ["contradicted"],
  },
  // A weekday beside a date that the calendar contradicts is flagged, though the context
  // names that weekday elsewhere (weekday-of-date.ts).
  {
    name: "'31 January 2027, which is a Saturday' is flagged though the context names Saturdays",
    contexts: OFFICE,
    answer: "Returns are due by 31 January 2027, which is a Saturday.",
    verdicts: ["unsupported"],
  },
  {
    name: "Saturdays not written beside the date still hold from the context",
    contexts: OFFICE,
    answer: "Our office is closed on Saturdays, so file by 31 January 2027.",
    verdicts: ["supported"],
  },
  {
    name: "a weekday the context itself writes beside the date is restated, not judged",
    contexts: SLIP,
    answer: "The race is on Saturday 18 April.",
    verdicts: ["supported"],
  },
  // "Two months' notice" counts back from a date its context names as an end; a month's last
  // day shifted by whole months is the last day of the month reached (directed-date.ts).
  {
    name: "two months' notice before a tenancy ending 30 September: by 31 July",
    contexts: LEASE_END,
    answer: "To leave when the tenancy ends, give notice by 31 July 2027.",
    verdicts: ["supported"],
  },
  {
    name: "two months' notice before 30 September: by 30 July also",
    contexts: LEASE_END,
    answer: "To leave when the tenancy ends, give notice by 30 July 2027.",
    verdicts: ["supported"],
  },
  {
    name: "one month's notice where the context asks two is flagged",
    contexts: LEASE_END,
    answer: "To leave when the tenancy ends, give notice by 31 August 2027.",
    verdicts: ["unsupported"],
  },
  {
    name: "notice is not counted back from a start date",
    contexts: LEASE_START,
    answer: "Give notice by 1 August 2027.",
    verdicts: ["unsupported"],
  },
];
