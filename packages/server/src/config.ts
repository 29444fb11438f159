import { resolve } from "node:path";
import { z } from "zod";
import { parseDuration } from "./lib/duration";

const booleanish = z
  .union([z.boolean(), z.string()])
  .transform((value) => value === true || value === "1" || value === "true");

const duration = (fallback: string) =>
  z
    .string()
    .default(fallback)
    .transform((text, ctx) => {
      const ms = parseDuration(text);
      if (ms === null) ctx.addIssue({ code: "custom", message: `"${text}" is not <n>s|m|h|d` });
      return ms ?? 0;
    });

/** Comma-separated durations: the waits before attempts 2..n. */
const schedule = (fallback: string) =>
  z
    .string()
    .default(fallback)
    .transform((text, ctx) =>
      text.split(",").map((part) => {
        const ms = parseDuration(part);
        if (ms === null) {
          ctx.addIssue({ code: "custom", message: `"${part.trim()}" is not <n>s|m|h|d` });
        }
        return ms ?? 0;
      }),
    );

const ConfigSchema = z.object({
  host: z.string().min(1).default("127.0.0.1"),
  port: z.coerce.number().int().min(0).max(65_535).default(4318),
  /** OTLP/gRPC port; absent: no gRPC listener (`vigil serve` defaults it to 4317). */
  otlpGrpcPort: z.coerce.number().int().min(0).max(65_535).optional(),
  /** Whether the gRPC port was asked for: then a taken port is an error, not a warning. */
  otlpGrpcPortExplicit: booleanish.default(false),
  dataDir: z.string().min(1).default("./.vigil"),
  databaseUrl: z.string().min(1).optional(),
  dev: booleanish.default(false),
  logLevel: z.enum(["info", "error", "silent"]).default("info"),
  /** The dashboard's built files, served under `/` (the CLI passes its own; VIGIL_WEB_ROOT). */
  webRoot: z.string().min(1).optional(),
  shutdownTimeoutMs: z.coerce.number().int().positive().default(10_000),
  encryptionKey: z.string().optional(),
  /** Waits before webhook delivery attempts 2..n, in ms (VIGIL_WEBHOOK_RETRY_SCHEDULE). */
  webhookRetrySchedule: schedule("1m,5m,30m,2h,24h"),
  /** How long an open circuit holds deliveries before one half-open probe, in ms. */
  webhookCircuitCooldown: duration("30m"),
  /** How long a leased job is this process's before another may take it (it renews while running). */
  jobLease: duration("60s"),
  /** Background jobs run at once in this process. */
  jobConcurrency: z.coerce.number().int().min(1).max(256).default(16),
  /** Credits every company starts with (VIGIL_CREDITS_INITIAL). */
  creditsInitial: z.coerce.number().min(0).max(1_000_000_000).default(1000),
  /** Email notifications: smtp://user:pass@host:port (smtps:// for TLS). */
  smtpUrl: z.string().min(1).optional(),
  smtpFrom: z.string().min(1).default("Vigil <vigil@localhost>"),
  /** PagerDuty Events API v2 enqueue URL (tests point it at a local server). */
  pagerdutyUrl: z.string().url().default("https://events.pagerduty.com/v2/enqueue"),
  /** Slack channel webhook URLs must begin with this. */
  slackWebhookPrefix: z.string().url().default("https://hooks.slack.com/"),
  /**
   * The address browsers use to reach this server (VIGIL_PUBLIC_URL), when a proxy stands in
   * front: login links, the OIDC redirect URI and the CSRF origin check use it.
   */
  publicUrl: z.string().url().optional(),
  /** A browser session ends after this long without a request (VIGIL_SESSION_IDLE_TIMEOUT). */
  sessionIdleTimeout: duration("12h"),
  /** A browser session ends this long after login, however active (VIGIL_SESSION_MAX_AGE). */
  sessionMaxAge: duration("7d"),
  llm: z.object({
    baseUrl: z.string().url().optional(),
    apiKey: z.string().optional(),
    model: z.string().optional(),
    embeddingModel: z.string().optional(),
    /** One provider request's budget, headers and body, in ms (VIGIL_LLM_TIMEOUT). */
    timeoutMs: duration("60s"),
    /** Provider requests in flight at once in this process (VIGIL_LLM_CONCURRENCY). */
    concurrency: z.coerce.number().int().min(1).max(256).default(4),
    /** Retries of a 408, 409, 429, 5xx or dropped connection (VIGIL_LLM_MAX_RETRIES). */
    maxRetries: z.coerce.number().int().min(0).max(10).default(2),
  }),
  oidc: z.object({
    issuer: z.string().url().optional(),
    clientId: z.string().optional(),
    clientSecret: z.string().optional(),
    audience: z.string().optional(),
    /** Space-separated scopes asked of the provider (VIGIL_OIDC_SCOPES). */
    scopes: z.string().min(1).default("openid profile email"),
    /** The claim naming the user's company (VIGIL_OIDC_COMPANY_CLAIM). */
    companyClaim: z.string().min(1).default("vigil_company"),
    /** The company of users whose claims name none (VIGIL_OIDC_DEFAULT_COMPANY). */
    defaultCompany: z.string().min(1).default("default"),
    /** The claim carrying the role: "admin", or a list holding "admin" (VIGIL_OIDC_ROLE_CLAIM). */
    roleClaim: z.string().min(1).default("vigil_role"),
  }),
});

export type Config = Readonly<z.infer<typeof ConfigSchema>>;
export type ConfigOverrides = Partial<
  Pick<
    Config,
    | "host"
    | "port"
    | "dataDir"
    | "databaseUrl"
    | "dev"
    | "logLevel"
    | "otlpGrpcPort"
    | "otlpGrpcPortExplicit"
    | "smtpUrl"
    | "pagerdutyUrl"
    | "slackWebhookPrefix"
    | "jobConcurrency"
    | "creditsInitial"
    | "webRoot"
    | "publicUrl"
  >
> & {
  webhookRetrySchedule?: string;
  webhookCircuitCooldown?: string;
  jobLease?: string;
  sessionIdleTimeout?: string;
  sessionMaxAge?: string;
};

function defined<T extends Record<string, unknown>>(record: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(record).filter(([, v]) => v !== undefined && v !== ""),
  ) as Partial<T>;
}

/**
 * The only reader of process.env: command-line overrides win over VIGIL_* variables,
 * which win over defaults. The result is frozen.
 * @example loadConfig({ port: 0 }).port // 0
 */
export function loadConfig(
  overrides: ConfigOverrides = {},
  env: NodeJS.ProcessEnv = process.env,
): Config {
  const parsed = ConfigSchema.safeParse({
    ...defined({
      host: env.VIGIL_HOST,
      port: env.VIGIL_PORT,
      otlpGrpcPort: env.VIGIL_OTLP_GRPC_PORT,
      otlpGrpcPortExplicit: env.VIGIL_OTLP_GRPC_PORT === undefined ? undefined : true,
      dataDir: env.VIGIL_DATA_DIR,
      databaseUrl: env.VIGIL_DATABASE_URL,
      dev: env.VIGIL_DEV,
      logLevel: env.VIGIL_LOG_LEVEL,
      webRoot: env.VIGIL_WEB_ROOT,
      encryptionKey: env.VIGIL_ENCRYPTION_KEY,
      webhookRetrySchedule: env.VIGIL_WEBHOOK_RETRY_SCHEDULE,
      webhookCircuitCooldown: env.VIGIL_WEBHOOK_CIRCUIT_COOLDOWN,
      jobConcurrency: env.VIGIL_JOB_CONCURRENCY,
      jobLease: env.VIGIL_JOB_LEASE,
      smtpUrl: env.VIGIL_SMTP_URL,
      smtpFrom: env.VIGIL_SMTP_FROM,
      pagerdutyUrl: env.VIGIL_PAGERDUTY_URL,
      slackWebhookPrefix: env.VIGIL_SLACK_WEBHOOK_PREFIX,
      creditsInitial: env.VIGIL_CREDITS_INITIAL,
      publicUrl: env.VIGIL_PUBLIC_URL,
      sessionIdleTimeout: env.VIGIL_SESSION_IDLE_TIMEOUT,
      sessionMaxAge: env.VIGIL_SESSION_MAX_AGE,
    }),
    ...defined(overrides),
    llm: defined({
      baseUrl: env.VIGIL_LLM_BASE_URL,
      apiKey: env.VIGIL_LLM_API_KEY,
      model: env.VIGIL_LLM_MODEL,
      embeddingModel: env.VIGIL_LLM_EMBEDDING_MODEL,
      timeoutMs: env.VIGIL_LLM_TIMEOUT,
      concurrency: env.VIGIL_LLM_CONCURRENCY,
      maxRetries: env.VIGIL_LLM_MAX_RETRIES,
    }),
    oidc: defined({
      issuer: env.VIGIL_OIDC_ISSUER,
      clientId: env.VIGIL_OIDC_CLIENT_ID,
      clientSecret: env.VIGIL_OIDC_CLIENT_SECRET,
      audience: env.VIGIL_OIDC_AUDIENCE,
      scopes: env.VIGIL_OIDC_SCOPES,
      companyClaim: env.VIGIL_OIDC_COMPANY_CLAIM,
      defaultCompany: env.VIGIL_OIDC_DEFAULT_COMPANY,
      roleClaim: env.VIGIL_OIDC_ROLE_CLAIM,
    }),
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`Invalid configuration: ${issue?.path.join(".")}: ${issue?.message}`);
  }
  return Object.freeze({ ...parsed.data, dataDir: resolve(parsed.data.dataDir) });
}
