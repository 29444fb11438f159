/**
 * Shapes of the labelled benchmark corpus. Label types are the library's names: the sixteen
 * PII entities plus the secrets scanner's provider token types. `aws_key` stands for both AWS
 * access key IDs and secret access keys (the secrets scanner's `aws_access_key_id` and
 * `aws_secret_access_key` are mapped onto it when scoring).
 */
import { PII_ENTITIES, type PiiEntity } from "../src/index";

export type Domain = "support" | "medical" | "fintech" | "devops";
export const DOMAINS: readonly Domain[] = ["support", "medical", "fintech", "devops"];

/** Provider token types of the secrets scanner (README, "Secrets scanner types"). */
export const PROVIDER_TYPES = [
  "gcp_api_key",
  "gcp_oauth_client_secret",
  "azure_client_secret",
  "github_token",
  "gitlab_token",
  "slack_token",
  "slack_webhook",
  "stripe_key",
  "stripe_webhook_secret",
  "twilio_api_key",
  "sendgrid_api_key",
  "npm_token",
  "pypi_token",
  "openai_api_key",
  "anthropic_api_key",
  "huggingface_token",
  "groq_api_key",
  "replicate_api_token",
  "perplexity_api_key",
  "xai_api_key",
  "shopify_token",
  "digitalocean_token",
  "databricks_token",
  "linear_api_key",
  "hashicorp_vault_token",
  "age_secret_key",
  "postman_api_key",
  "grafana_token",
  "pulumi_token",
  "doppler_token",
  "supabase_token",
  "alibaba_access_key",
  "heroku_token",
  "notion_token",
  "mailchimp_api_key",
  "telegram_bot_token",
  "discord_webhook",
  "sentry_token",
] as const;
export type ProviderType = (typeof PROVIDER_TYPES)[number];

export type LabelType = PiiEntity | ProviderType;

export const PII_TYPES: readonly PiiEntity[] = PII_ENTITIES;

/** Label types the secrets scanner is expected to find (its credential types). */
export const SECRET_TYPES: readonly LabelType[] = [
  ...PROVIDER_TYPES,
  "aws_key",
  "private_key",
  "connection_string",
  "basic_auth",
  "jwt",
  "bearer_token",
];

/** Where a value was planted: conversational prose, or a field of a structured record. */
export type LabelContext = "prose" | "record";

/** A planted value: its type and exact [start, end) UTF-16 span in the message text. */
export interface Label {
  type: LabelType;
  start: number;
  end: number;
  value: string;
  context: LabelContext;
}

export type MessageKind = "positive" | "hard_negative" | "long";

export interface Message {
  id: string;
  domain: Domain;
  kind: MessageKind;
  text: string;
  labels: Label[];
}

/** A piece of message text: plain text, or a planted value of a known type. */
export type Segment = string | { type: LabelType; value: string; context?: LabelContext };

export interface Corpus {
  seed: number;
  messages: Message[];
}
