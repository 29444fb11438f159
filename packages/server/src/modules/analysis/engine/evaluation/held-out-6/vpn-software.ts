import { bad, type Case, miscite, ok, refuse, say } from "../held-out-2/build";
import { retrieved } from "../held-out-5/retrieved";

const TUNNELBYTE = [
  "TunnelByte VPN costs $11.99 billed monthly, $59.88 for a 1-year plan or $95.76 for a 2-year plan. Every plan comes with a 30-day money-back guarantee.",
  "One subscription can be used on up to 8 devices at the same time. Apps are available for Windows, macOS, Android, iOS and Linux; routers are supported through manual OpenVPN setup.",
  "TunnelByte runs 3,200 servers in 64 countries. Most servers support the WireGuard protocol, and all of them run from RAM only, so no data is written to disk.",
  "We do not keep logs of your browsing, DNS queries or IP addresses. Our no-logs policy was last audited by Kessler & Vance on 9 September 2026.",
  "The kill switch cuts your internet connection if the VPN drops, and is switched on by default on Windows and macOS. Split tunnelling lets chosen apps bypass the VPN and is available on Windows and Android only.",
  "Streaming services may block some server locations; if one does, try another server in the same country. Live chat support is open 24/7, and email replies are sent within 12 hours. Refund requests are handled by our billing team at billing@tunnelbyte.example.",
];

export const VPN_SOFTWARE: Case[] = [
  {
    question: "How much do I save with the 2-year plan compared with paying monthly?",
    contexts: TUNNELBYTE,
    answer: [
      ok("Paying monthly for two years would cost $287.76, so the 2-year plan saves you $192."),
    ],
    kind: null,
    tags: ["derived", "spelled-number"],
  },
  {
    question: "What does the 1-year plan work out to per month?",
    contexts: retrieved(TUNNELBYTE, 1, 4),
    answer: [ok("The 1-year plan comes to $4.99 a month.")],
    kind: null,
    tags: ["derived", "paraphrase"],
  },
  {
    question: "Roughly how much cheaper per month is the 2-year plan than monthly billing?",
    contexts: TUNNELBYTE,
    answer: [
      ok(
        "At $3.99 a month, the 2-year plan is about two-thirds cheaper than paying $11.99 each month.",
      ),
    ],
    kind: null,
    tags: ["derived", "low-overlap"],
  },
  {
    question: "Do you keep a record of the sites I visit?",
    contexts: TUNNELBYTE,
    answer: [ok("No, we don't log your browsing history, your DNS lookups or your IP address.")],
    kind: null,
    tags: ["low-overlap", "paraphrase"],
  },
  {
    question: "Can I put it on my router, and how many devices can I use?",
    contexts: TUNNELBYTE,
    answer: [
      ok("You can connect up to eight devices at once [2]."),
      ok("Routers work too, but you'll have to set them up yourself with OpenVPN [2]."),
    ],
    kind: null,
    tags: ["citation", "spelled-number"],
  },
  {
    question: "Does TunnelByte work in China?",
    contexts: retrieved(TUNNELBYTE, 3, 6),
    answer: [
      refuse(
        "I can't find anything about China specifically, so I'm not able to say whether it works there.",
      ),
    ],
    kind: null,
    tags: ["refusal"],
  },
  {
    question: "I want to try it on my Linux laptop and get my money back if it doesn't work out.",
    contexts: TUNNELBYTE,
    answer: [
      ok(
        "There's a Linux app, and every plan has a 30-day money-back guarantee, with refunds handled by the billing team at billing@tunnelbyte.example.",
      ),
    ],
    kind: null,
    tags: ["merged", "low-overlap"],
  },
  {
    question: "Do your servers use WireGuard?",
    contexts: TUNNELBYTE,
    answer: [ok("Generally, yes: the majority of our servers support WireGuard.")],
    kind: null,
    tags: ["paraphrase", "low-overlap"],
  },
  {
    question: "When was the no-logs policy last audited?",
    contexts: TUNNELBYTE,
    answer: [
      ok(
        "The latest audit of our no-logs policy was carried out by Kessler & Vance on 9 September 2026.",
      ),
    ],
    kind: null,
    tags: ["reordered", "paraphrase"],
  },
  {
    question: "How quickly do you answer emails?",
    contexts: retrieved(TUNNELBYTE, 6, 5),
    answer: [
      ok("You'll get an email reply within half a day, and live chat is open around the clock."),
    ],
    kind: null,
    tags: ["unit", "low-overlap"],
  },
  {
    question: "How many countries can I connect to?",
    contexts: TUNNELBYTE,
    answer: [say("Lots!"), ok("You can pick from 3,200 servers spread across 64 countries.")],
    kind: null,
    tags: ["paraphrase", "reordered"],
  },
  {
    question: "How big is your network?",
    contexts: TUNNELBYTE,
    answer: [bad("number", "TunnelByte runs 3,200 servers in 46 countries.")],
    kind: "number",
    tags: ["high-overlap"],
  },
  {
    question: "What's the 2-year plan per month?",
    contexts: TUNNELBYTE,
    answer: [
      ok("The 2-year plan is $95.76 in total."),
      bad("derivation", "That works out at $4.49 a month."),
    ],
    kind: "derivation",
  },
  {
    question: "When was your last audit?",
    contexts: TUNNELBYTE,
    answer: [
      bad("date", "Our no-logs policy was last audited by Kessler & Vance on 19 September 2026."),
    ],
    kind: "date",
    tags: ["high-overlap"],
  },
  {
    question: "Who audited your no-logs policy?",
    contexts: TUNNELBYTE,
    answer: [
      bad("entity", "The no-logs policy was last audited by Kessler & Hart on 9 September 2026."),
    ],
    kind: "entity",
    tags: ["high-overlap"],
  },
  {
    question: "Is the kill switch on automatically on my Mac?",
    contexts: TUNNELBYTE,
    answer: [
      bad("negation", "No, the kill switch is not switched on by default on macOS."),
      ok("It cuts off your internet if the VPN connection drops."),
    ],
    kind: "negation",
    tags: ["high-overlap"],
  },
  {
    question: "Do all your servers support WireGuard?",
    contexts: TUNNELBYTE,
    answer: [
      bad("quantifier", "Yes, all servers support the WireGuard protocol."),
      ok("They also run entirely from RAM."),
    ],
    kind: "quantifier",
    tags: ["high-overlap"],
  },
  {
    question: "Will Netflix work with it?",
    contexts: TUNNELBYTE,
    answer: [
      bad("modal", "Streaming services will block some server locations."),
      ok("If that happens, try a different server in the same country."),
    ],
    kind: "modal",
    tags: ["high-overlap"],
  },
  {
    question: "How can I pay?",
    contexts: TUNNELBYTE,
    answer: [
      ok("Plans start at $11.99 if you're billed monthly."),
      bad("fabricated", "You can pay by card, PayPal or Bitcoin."),
    ],
    kind: "fabricated",
  },
  {
    question: "How many devices can I use?",
    contexts: [],
    answer: [bad("empty-context", "One subscription covers up to 8 devices at the same time.")],
    kind: "empty-context",
  },
  {
    question: "Does split tunnelling work on iPhone, and what's the refund policy?",
    contexts: TUNNELBYTE,
    answer: [
      ok("Split tunnelling is only available on Windows and Android [5]."),
      miscite("All plans include a 30-day money-back guarantee [6]."),
    ],
    kind: "citation",
    tags: ["high-overlap"],
  },
  {
    question: "Is there an app for Linux?",
    contexts: retrieved(TUNNELBYTE, 2, 5),
    answer: [refuse("Sorry, I don't see a Linux app mentioned anywhere.")],
    kind: "over-refusal",
  },
];
