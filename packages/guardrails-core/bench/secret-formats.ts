/**
 * Provider credentials in their real formats (prefix, alphabet and length as issued), with a
 * random body, plus the places they leak: env files, YAML, JSON, shell exports and chat prose.
 */
import type { ProviderType, Segment } from "./corpus-types";
import { ALPHABETS, base64url, type Rng } from "./rng";

const B62 = ALPHABETS.base62;
const URL64 = ALPHABETS.base64url;

type Maker = (rng: Rng) => string;

const MAKERS: Record<ProviderType, Maker> = {
  gcp_api_key: (r) => `AIza${r.chars(URL64, 35)}`,
  gcp_oauth_client_secret: (r) => `GOCSPX-${r.chars(URL64, 28)}`,
  azure_client_secret: (r) =>
    `${r.base62(3)}${r.int(0, 9)}Q~${r.chars(`${B62}_~.-`, 33)}${r.base62(1)}`,
  github_token: (r) =>
    r.chance(0.8)
      ? // gho_/ghu_ OAuth access tokens are bearer tokens, not github_token
        `${r.pick(["ghp", "ghp", "ghp", "ghs", "ghs", "ghr"])}_${r.base62(36)}`
      : `github_pat_${r.base62(22)}_${r.base62(59)}`,
  gitlab_token: (r) => `glpat-${r.chars(URL64, 20)}`,
  slack_token: (r) =>
    r.chance(0.6)
      ? `xoxb-${r.digitsFrom("123456789", 12)}-${r.digitsFrom("123456789", 13)}-${r.base62(24)}`
      : // xoxp- user tokens are OAuth access tokens (bearer tokens); app-level tokens instead
        `xapp-1-A${r.chars(ALPHABETS.upperDigits, 10)}-${r.digitsFrom("123456789", 13)}-${r.hex(64)}`,
  slack_webhook: (r) =>
    `https://hooks.slack.com/services/T${r.chars(ALPHABETS.upperDigits, 8)}/B${r.chars(ALPHABETS.upperDigits, 10)}/${r.base62(24)}`,
  stripe_key: (r) =>
    `${r.pick(["sk", "sk", "rk"])}_${r.pick(["live", "live", "test"])}_${r.chance(0.5) ? `51${r.base62(97)}` : r.base62(24)}`,
  stripe_webhook_secret: (r) => `whsec_${r.base62(32)}`,
  twilio_api_key: (r) => `SK${r.hex(32)}`,
  sendgrid_api_key: (r) => `SG.${r.chars(URL64, 22)}.${r.chars(URL64, 43)}`,
  npm_token: (r) => `npm_${r.base62(36)}`,
  pypi_token: (r) => `pypi-AgEIcHlwaS5vcmc${r.chars(URL64, r.int(120, 180))}`,
  openai_api_key: (r) =>
    r.pick([
      () => `sk-${r.base62(20)}T3BlbkFJ${r.base62(20)}`,
      () => `sk-proj-${r.chars(URL64, 74)}T3BlbkFJ${r.chars(URL64, 74)}`,
      () => `sk-svcacct-${r.chars(URL64, 58)}T3BlbkFJ${r.chars(URL64, 58)}`,
    ])(),
  anthropic_api_key: (r) => `sk-ant-api03-${r.chars(URL64, 93)}AA`,
  huggingface_token: (r) => `hf_${r.chars(ALPHABETS.upper + ALPHABETS.lower, 34)}`,
  groq_api_key: (r) => `gsk_${r.base62(52)}`,
  replicate_api_token: (r) => `r8_${r.base62(37)}`,
  perplexity_api_key: (r) => `pplx-${r.base62(48)}`,
  xai_api_key: (r) => `xai-${r.base62(80)}`,
  shopify_token: (r) => `${r.pick(["shpat", "shpca", "shppa", "shpss"])}_${r.hex(32)}`,
  digitalocean_token: (r) => `${r.pick(["dop", "doo", "dor"])}_v1_${r.hex(64)}`,
  databricks_token: (r) => `dapi${r.hex(32)}`,
  linear_api_key: (r) => `lin_api_${r.base62(40)}`,
  hashicorp_vault_token: (r) => `hvs.CAESI${r.chars(URL64, 86)}`,
  age_secret_key: (r) => `AGE-SECRET-KEY-1${r.chars("QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L", 58)}`,
  postman_api_key: (r) => `PMAK-${r.hex(24)}-${r.hex(34)}`,
  grafana_token: (r) => `glsa_${r.base62(32)}_${r.hex(8)}`,
  pulumi_token: (r) => `pul-${r.hex(40)}`,
  doppler_token: (r) => `dp.pt.${r.base62(43)}`,
  supabase_token: (r) => `sbp_${r.hex(40)}`,
  alibaba_access_key: (r) => `LTAI${r.base62(20)}`,
  heroku_token: (r) => `HRKU-${r.chars(URL64, 60)}`,
  notion_token: (r) => `ntn_${r.digits(11)}${r.base62(35)}`,
  mailchimp_api_key: (r) => `${r.hex(32)}-us${r.int(1, 21)}`,
  telegram_bot_token: (r) => `${r.digitsFrom("123456789", r.int(8, 10))}:AA${r.chars(URL64, 33)}`,
  discord_webhook: (r) =>
    `https://discord.com/api/webhooks/${r.digitsFrom("123456789", 18)}/${r.chars(URL64, 68)}`,
  sentry_token: (r) =>
    `sntrys_${base64url(JSON.stringify({ iat: 1_735_000_000 + r.int(0, 9_999_999), url: "https://sentry.io", region_url: "https://us.sentry.io", org: r.faker.internet.domainWord() }))}_${r.base62(43)}`,
};

/** Environment variable name a team would give each credential. */
const ENV_NAMES: Record<ProviderType, string> = {
  gcp_api_key: "GOOGLE_MAPS_API_KEY",
  gcp_oauth_client_secret: "GOOGLE_CLIENT_SECRET",
  azure_client_secret: "AZURE_CLIENT_SECRET",
  github_token: "GITHUB_TOKEN",
  gitlab_token: "GITLAB_TOKEN",
  slack_token: "SLACK_BOT_TOKEN",
  slack_webhook: "SLACK_WEBHOOK_URL",
  stripe_key: "STRIPE_SECRET_KEY",
  stripe_webhook_secret: "STRIPE_WEBHOOK_SECRET",
  twilio_api_key: "TWILIO_API_KEY",
  sendgrid_api_key: "SENDGRID_API_KEY",
  npm_token: "NPM_TOKEN",
  pypi_token: "PYPI_API_TOKEN",
  openai_api_key: "OPENAI_API_KEY",
  anthropic_api_key: "ANTHROPIC_API_KEY",
  huggingface_token: "HF_TOKEN",
  groq_api_key: "GROQ_API_KEY",
  replicate_api_token: "REPLICATE_API_TOKEN",
  perplexity_api_key: "PERPLEXITY_API_KEY",
  xai_api_key: "XAI_API_KEY",
  shopify_token: "SHOPIFY_ACCESS_TOKEN",
  digitalocean_token: "DIGITALOCEAN_TOKEN",
  databricks_token: "DATABRICKS_TOKEN",
  linear_api_key: "LINEAR_API_KEY",
  hashicorp_vault_token: "VAULT_TOKEN",
  age_secret_key: "SOPS_AGE_KEY",
  postman_api_key: "POSTMAN_API_KEY",
  grafana_token: "GRAFANA_SERVICE_ACCOUNT_TOKEN",
  pulumi_token: "PULUMI_ACCESS_TOKEN",
  doppler_token: "DOPPLER_TOKEN",
  supabase_token: "SUPABASE_ACCESS_TOKEN",
  alibaba_access_key: "ALIBABA_CLOUD_ACCESS_KEY_ID",
  heroku_token: "HEROKU_API_KEY",
  notion_token: "NOTION_TOKEN",
  mailchimp_api_key: "MAILCHIMP_API_KEY",
  telegram_bot_token: "TELEGRAM_BOT_TOKEN",
  discord_webhook: "DISCORD_WEBHOOK_URL",
  sentry_token: "SENTRY_AUTH_TOKEN",
};

/** Places specific to one provider: the bot API URL for Telegram, query strings for Google. */
const SPECIAL_PLACES: Partial<Record<ProviderType, (value: Segment) => Segment[]>> = {
  telegram_bot_token: (v) => [
    "curl https://api.telegram.org/bot",
    v,
    "/sendMessage -d chat_id=-100200300",
  ],
  gcp_api_key: (v) => [
    "https://maps.googleapis.com/maps/api/geocode/json?address=Berlin&key=",
    v,
    "\n",
  ],
  github_token: (v) => ["Authorization: token ", v, "\n"],
};

const camel = (env: string): string =>
  env.toLowerCase().replace(/_([a-z])/g, (_m, c: string) => c.toUpperCase());

/** A random credential of `type`. */
export function providerToken(rng: Rng, type: ProviderType): string {
  return MAKERS[type](rng);
}

/** A provider credential in one of the places credentials leak. */
export function providerSnippet(rng: Rng, type: ProviderType): Segment[] {
  const value = { type, value: providerToken(rng, type) };
  const special = SPECIAL_PLACES[type];
  if (special && rng.chance(0.4)) return special(value);
  const env = ENV_NAMES[type];
  const service = env.split("_")[0]?.toLowerCase() ?? "api";
  return rng.pick<() => Segment[]>([
    () => [`${env}=`, value, "\n"],
    () => ["export ", env, '="', value, '"\n'],
    () => [`  ${env.toLowerCase()}: `, value, "\n"],
    () => [
      `{"${camel(env)}": "`,
      value,
      `", "region": "${rng.pick(["us-east-1", "eu-west-1"])}"}\n`,
    ],
    () => [`here is the ${service} key from the old config: `, value, "\n"],
    () => ["I think this leaked in the logs -> ", value, " <- can someone rotate it?\n"],
    () => [`${camel(env)} = os.getenv("X") or "`, value, '"\n'],
    () => [`--set ${env.toLowerCase()}=`, value, " \\\n"],
  ])();
}
