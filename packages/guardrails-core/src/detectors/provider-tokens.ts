import { eachMatchOf, KeywordPattern, MatchCursor } from "../text/keyword-pattern";
import { LiteralSet } from "../text/literal-set";
import { isPlaceholderBody } from "../text/placeholders";
import { sortNumbers } from "../text/sort-numbers";
import type { Detector } from "./detector";

/**
 * Provider token formats, after gitleaks and secretlint. `keywords` (lower case) gate each
 * rule: a rule's regex runs only when one keyword occurs in the text. Every regex is
 * anchored on a literal prefix and uses bounded repetition.
 */
interface TokenRule {
  type: string;
  keywords: string[];
  regex: RegExp;
  /**
   * The fixed prefix, so the placeholder check sees only the variable body: its length, or a
   * pattern anchored at the token's start when prefixes differ in length (glft- / glpat-).
   */
  prefix?: number | RegExp;
  /**
   * The token's first `length` characters, which come before the regex's match, checked by a
   * sticky `regex`: the rule's regex starts at a literal inside the token, since one that
   * starts with a character class is tried at every position that class allows (a leading
   * look-behind is no faster).
   */
  lead?: { length: number; regex: RegExp };
  /** A check of the whole token beyond its regex (a random body has both letter cases). */
  valid?: (token: string) => boolean;
}

/** How many of `token`'s first characters are the rule's fixed prefix. */
function prefixLength(r: TokenRule, token: string): number {
  if (r.prefix === undefined || typeof r.prefix === "number") return r.prefix ?? 0;
  return r.prefix.exec(token)?.[0].length ?? 0;
}

const B = "(?<![A-Za-z0-9_-])";
const E = "(?![A-Za-z0-9_-])";
const rule = (
  type: string,
  keywords: string[],
  source: string,
  prefix: number | RegExp = 0,
  valid?: (token: string) => boolean,
): TokenRule => ({
  type,
  keywords,
  regex: new RegExp(`${B}(?:${source})${E}`, "g"),
  prefix,
  ...(valid ? { valid } : {}),
});
/** Random letters of both cases: 34 random letters are all one case once in 2^33. */
const mixedCase = (token: string): boolean => /[a-z]/.test(token) && /[A-Z]/.test(token);

export const TOKEN_RULES: readonly TokenRule[] = [
  rule("gcp_api_key", ["aiza"], "AIza[0-9A-Za-z_-]{35}", 4),
  rule("gcp_oauth_client_secret", ["gocspx-"], "GOCSPX-[A-Za-z0-9_-]{28}", 7),
  rule("azure_client_secret", ["q~"], "[A-Za-z0-9_~.]{3}\\dQ~[A-Za-z0-9_~.-]{31,34}"),
  // gho_/ghu_ (OAuth and user-to-server access tokens) are bearer tokens (credentials.ts)
  rule("github_token", ["ghp_", "ghs_", "ghr_"], "gh[psr]_[A-Za-z0-9]{36,251}", 4),
  rule("github_token", ["github_pat_"], "github_pat_[A-Za-z0-9_]{82}", 11),
  rule(
    "gitlab_token",
    [
      "glpat-",
      "gldt-",
      "glrt-",
      "glptt-",
      "glsoat-",
      "glcbt-",
      "glft-",
      "glimt-",
      "gloas-",
      "glagent-",
    ],
    "gl(?:pat|dt|rt|soat|cbt|ft|imt|oas)-[A-Za-z0-9_-]{20,64}|glptt-[0-9a-f]{40}" +
      "|glagent-[A-Za-z0-9_-]{50,1024}",
    /^gl[a-z]+-/,
  ),
  // xoxp- user tokens are OAuth access tokens: bearer_token (credentials.ts)
  rule("slack_token", ["xox"], "xox[abosr]-(?:\\d+-){0,3}[A-Za-z0-9-]{10,250}", 5),
  // configuration access and refresh tokens (gitleaks slack-config-*-token)
  rule("slack_token", ["xoxe"], "xoxe\\.xox[bp]-\\d-[A-Z0-9]{163,166}|xoxe-\\d-[A-Z0-9]{146}", 5),
  rule("slack_token", ["xapp-"], "xapp-\\d-[A-Z0-9]{9,12}-\\d{10,14}-[a-f0-9]{32,80}", 5),
  rule(
    "slack_webhook",
    ["hooks.slack.com"],
    "https://hooks\\.slack\\.com/(?:services|workflows|triggers)/[A-Za-z0-9+/_-]{20,120}",
  ),
  rule("stripe_key", ["sk_", "rk_"], "(?:sk|rk)_(?:live|test|prod)_[0-9A-Za-z]{10,247}", 8),
  rule("stripe_webhook_secret", ["whsec_"], "whsec_[A-Za-z0-9]{32,64}", 6),
  rule("twilio_api_key", ["sk"], "SK[0-9a-fA-F]{32}", 2),
  rule("sendgrid_api_key", ["sg."], "SG\\.[A-Za-z0-9_-]{22}\\.[A-Za-z0-9_-]{43}", 3),
  rule("npm_token", ["npm_"], "npm_[A-Za-z0-9]{36}", 4),
  rule("pypi_token", ["pypi-"], "pypi-AgEIcHlwaS5vcmc[A-Za-z0-9_-]{50,1000}", 5),
  rule(
    "openai_api_key",
    ["sk-"],
    "sk-(?:proj-|svcacct-|admin-|None-)?[A-Za-z0-9_-]{20,200}T3BlbkFJ[A-Za-z0-9_-]{20,200}" +
      "|sk-(?:proj|svcacct|admin)-[A-Za-z0-9_-]{40,200}|sk-[A-Za-z0-9]{48}",
    3,
  ),
  rule(
    "anthropic_api_key",
    ["sk-ant-"],
    "sk-ant-(?:api|admin|oat)\\d{2}-[A-Za-z0-9_-]{80,120}",
    /^sk-ant-[a-z]+\d{2}-/,
  ),
  rule("huggingface_token", ["hf_"], "hf_[A-Za-z0-9]{34}", 3, mixedCase),
  rule("huggingface_token", ["api_org_"], "api_org_[A-Za-z0-9]{34}", 8, mixedCase),
  rule("groq_api_key", ["gsk_"], "gsk_[A-Za-z0-9]{52}", 4),
  rule("replicate_api_token", ["r8_"], "r8_[A-Za-z0-9]{37}", 3),
  rule("perplexity_api_key", ["pplx-"], "pplx-[A-Za-z0-9]{48}", 5),
  rule("xai_api_key", ["xai-"], "xai-[A-Za-z0-9]{80}", 4),
  rule(
    "shopify_token",
    ["shpat_", "shpca_", "shppa_", "shpss_"],
    "shp(?:at|ca|pa|ss)_[a-fA-F0-9]{32}",
    6,
  ),
  rule(
    "digitalocean_token",
    ["do_v1_", "dop_v1_", "doo_v1_", "dor_v1_"],
    "do[opr]?_v1_[a-f0-9]{64}",
    7,
  ),
  rule("databricks_token", ["dapi"], "dapi[a-f0-9]{32}(?:-\\d)?", 4),
  rule("linear_api_key", ["lin_api_"], "lin_api_[A-Za-z0-9]{40}", 8),
  // dev-server and root tokens carry 24 characters (hvs.6j4cuewowBGit65rheNoceI7), service
  // tokens about 95, batch tokens up to about 300
  rule(
    "hashicorp_vault_token",
    ["hvs.", "hvb."],
    "hvs\\.[A-Za-z0-9_-]{24,160}|hvb\\.[A-Za-z0-9_-]{24,300}",
    4,
    (t) => /\d/.test(t) || mixedCase(t.slice(4)),
  ),
  rule(
    "age_secret_key",
    ["age-secret-key-1"],
    "AGE-SECRET-KEY-1[QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L]{58}",
    16,
  ),
  rule("postman_api_key", ["pmak-"], "PMAK-[a-fA-F0-9]{24}-[a-fA-F0-9]{34}", 5),
  rule(
    "grafana_token",
    ["glsa_", "glc_"],
    "glsa_[A-Za-z0-9]{32}_[A-Fa-f0-9]{8}|glc_[A-Za-z0-9+/]{32,400}={0,2}",
    5,
  ),
  rule("pulumi_token", ["pul-"], "pul-[a-f0-9]{40}", 4),
  rule("doppler_token", ["dp.pt."], "dp\\.pt\\.[A-Za-z0-9]{43}", 6),
  rule("supabase_token", ["sbp_"], "sbp_[a-f0-9]{40}", 4),
  rule("alibaba_access_key", ["ltai"], "LTAI[A-Za-z0-9]{20}", 4),
  rule("heroku_token", ["hrku-"], "HRKU-[A-Za-z0-9_-]{60}", 5),
  rule("notion_token", ["ntn_"], "ntn_\\d{11}[A-Za-z0-9]{35}", 4),
  // more families of the gitleaks rule list, each with its fixed prefix and body format
  rule("atlassian_api_token", ["atatt3"], "ATATT3[A-Za-z0-9_=-]{186}", 6),
  rule("flyio_token", ["fo1_"], "fo1_[A-Za-z0-9_-]{43}", 4),
  rule(
    "flyio_token",
    ["fm1a_", "fm1r_", "fm2_"],
    "(?:fm1[ar]|fm2)_[A-Za-z0-9+/]{100,1000}={0,3}",
    4,
  ),
  rule("onepassword_token", ["ops_eyj"], "ops_eyJ[A-Za-z0-9+/]{250,4000}={0,3}", 4),
  rule("clojars_token", ["clojars_"], "CLOJARS_[A-Za-z0-9]{60}", 8),
  rule("contentful_token", ["cfpat-"], "CFPAT-[A-Za-z0-9_=-]{43}", 6),
  rule("duffel_token", ["duffel_"], "duffel_(?:test|live)_[A-Za-z0-9_=-]{43}", 12),
  rule("dynatrace_token", ["dt0c01."], "dt0c01\\.[A-Za-z0-9]{24}\\.[A-Za-z0-9]{64}", 7),
  rule("easypost_token", ["ezak", "eztk"], "EZ[AT]K[A-Za-z0-9]{54}", 4),
  rule("flutterwave_key", ["flwseck"], "FLWSECK(?:_TEST)?-[a-hA-H0-9]{32}-X", 8),
  rule("frameio_token", ["fio-u-"], "fio-u-[A-Za-z0-9_=-]{64}", 6),
  rule("newrelic_key", ["nrak-", "nrii-"], "NRAK-[A-Z0-9]{27}|NRII-[A-Za-z0-9-]{32}", 5),
  rule("openshift_token", ["sha256~"], "sha256~[A-Za-z0-9_-]{43}", 7),
  rule("planetscale_token", ["pscale_"], "pscale_(?:tkn|pw|oauth)_[A-Za-z0-9_=.-]{32,64}", 11),
  rule("prefect_token", ["pnu_"], "pnu_[A-Za-z0-9]{36}", 4),
  rule("readme_token", ["rdme_"], "rdme_[a-z0-9]{70}", 5),
  rule("rubygems_token", ["rubygems_"], "rubygems_[a-f0-9]{48}", 9),
  rule("scalingo_token", ["tk-us-"], "tk-us-[A-Za-z0-9_-]{48}", 6),
  rule("shippo_token", ["shippo_"], "shippo_(?:live|test)_[a-fA-F0-9]{40}", 12),
  rule("sourcegraph_token", ["sgp_"], "sgp_(?:[a-fA-F0-9]{16}|local)_[a-fA-F0-9]{40}", 4),
  rule(
    "square_token",
    ["sq0atp-", "sq0csp-"],
    "sq0atp-[A-Za-z0-9_-]{22}|sq0csp-[A-Za-z0-9_-]{43}",
    7,
  ),
  rule("typeform_token", ["tfp_"], "tfp_[A-Za-z0-9_.=-]{59}", 4),
  rule("sendinblue_api_key", ["xkeysib-"], "xkeysib-[a-f0-9]{64}-[A-Za-z0-9]{16}", 8),
  rule("langsmith_api_key", ["lsv2_"], "lsv2_(?:pt|sk)_[a-f0-9]{32}_[a-f0-9]{10}", 8),
  {
    type: "mailchimp_api_key",
    keywords: ["-us"],
    regex: new RegExp(`-us\\d{1,2}${E}`, "g"),
    lead: { length: 32, regex: new RegExp(`${B}[0-9a-f]{32}`, "y") },
  },
  // also right after "/bot" in Bot API URLs (https://api.telegram.org/bot<token>/sendMessage)
  {
    type: "telegram_bot_token",
    keywords: [":aa"],
    regex: new RegExp(`(?:${B}|(?<=/bot))\\d{8,10}:AA[0-9A-Za-z_-]{33}${E}`, "g"),
  },
  rule(
    "discord_webhook",
    ["discord"],
    "https://(?:ptb\\.|canary\\.)?discord(?:app)?\\.com/api/webhooks/\\d{17,20}/[A-Za-z0-9_-]{60,68}",
  ),
  rule("sentry_token", ["sntrys_", "sntryu_"], "sntry[su]_[A-Za-z0-9_=+/-]{40,400}", 7),
];

/** Each keyword and the indexes of the rules it wakes, in rule order. */
const RULES_BY_KEYWORD = new Map<string, number[]>();
TOKEN_RULES.forEach((r, i) => {
  for (const k of r.keywords) {
    const rules = RULES_BY_KEYWORD.get(k) ?? [];
    if (!rules.includes(i)) rules.push(i);
    RULES_BY_KEYWORD.set(k, rules);
  }
});

/**
 * Indexes of the rules whose keyword the trigger pass found, ascending: read from the few
 * found literals rather than by asking each of the sixty rules for its keywords.
 */
function wokenRules(found: ReadonlySet<string>): number[] {
  const woken: number[] = [];
  for (const literal of found) {
    const rules = RULES_BY_KEYWORD.get(literal);
    if (rules === undefined) continue;
    for (const i of rules) if (!woken.includes(i)) woken.push(i);
  }
  return woken.length > 1 ? sortNumbers(woken) : woken;
}

/**
 * True when every match of the rule starts where one of its keywords does: its regex (past the
 * shared look-behind) has no alternation and starts with a keyword written out plainly, which
 * no quantifier follows (`SK[0-9a-f]{32}` for "sk"; not `gh[psr]_…`, nor a discord URL). The
 * trigger pass's offsets of those keywords are then every place the regex can match.
 */
function startsAtKeyword(r: TokenRule): boolean {
  const head = `${B}(?:`;
  const source = r.regex.source.startsWith(head)
    ? r.regex.source.slice(head.length)
    : r.regex.source;
  if (source.includes("|")) return false;
  const lower = source.toLowerCase();
  return r.keywords.some(
    (k) =>
      /^[a-z0-9_~-]+$/.test(k) && lower.startsWith(k) && !"?*+{".includes(source[k.length] ?? ""),
  );
}

/** Each rule's pattern tried at its keywords' offsets, for the rules that allow it. */
const AT_KEYWORDS: readonly (KeywordPattern | undefined)[] = TOKEN_RULES.map((r) =>
  startsAtKeyword(r)
    ? new KeywordPattern(r.regex.source, r.regex.flags.replace("g", ""), r.keywords)
    : undefined,
);

/** Every rule's keywords, found in one pass (case ignored). */
const KEYWORDS = new LiteralSet([...RULES_BY_KEYWORD.keys()]);

/** Detector over {@link TOKEN_RULES}; a rule runs only when the trigger pass saw its keyword. */
export const providerTokenDetector: Detector = {
  type: "provider_token",
  triggers: [...new Set(TOKEN_RULES.flatMap((r) => r.keywords))],
  find(text, out, scan) {
    const deadline = scan.deadline;
    // rules in their own order, as the matches of equal spans keep the first rule's type
    for (const i of wokenRules(scan.found)) {
      const r = TOKEN_RULES[i] as TokenRule;
      const at = AT_KEYWORDS[i];
      // a rule that starts at its keyword is tried at their offsets, when the pass kept them
      const matches = at
        ? at.cursor(text, scan.starts(at.literals))
        : new MatchCursor(r.regex, r.regex, text, undefined);
      eachMatchOf(matches, deadline, (m) => {
        const lead = r.lead;
        const start = m.index - (lead?.length ?? 0);
        if (lead) {
          lead.regex.lastIndex = start;
          if (start < 0 || !lead.regex.test(text)) return;
        }
        const end = m.index + m[0].length;
        if (r.valid && !r.valid(text.slice(start, end))) return;
        if (isPlaceholderBody(text.slice(start + prefixLength(r, text.slice(start, end)), end))) {
          return;
        }
        out.push({
          type: r.type,
          start,
          end,
          confidence: 0.97,
          priority: 3,
        });
      });
    }
  },
};

/**
 * The provider type whose rule matches the whole of `value` (a value cut out of its text), or
 * undefined. Lets a generic rule (a named bearer token) leave a provider's credential to the
 * provider type: a Twilio `SK…` key or an Azure `…Q~…` secret under `token:` is not a bearer
 * token. Only the rules whose keyword occurs in the value run.
 */
export function providerTokenType(value: string): string | undefined {
  // the rules whose keyword the value holds, in rule order: one pass over the value for all
  // keywords, rather than a search per keyword of each of the sixty rules
  for (const i of wokenRules(KEYWORDS.present(value))) {
    const r = TOKEN_RULES[i] as TokenRule;
    const leadLength = r.lead?.length ?? 0;
    r.regex.lastIndex = leadLength;
    const m = r.regex.exec(value);
    r.regex.lastIndex = 0;
    if (!m || m.index !== leadLength || m.index + m[0].length !== value.length) continue;
    if (r.lead) {
      r.lead.regex.lastIndex = 0;
      if (!r.lead.regex.test(value)) continue;
    }
    if (r.valid && !r.valid(value)) continue;
    return r.type;
  }
  return undefined;
}
