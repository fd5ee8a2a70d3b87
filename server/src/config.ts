import { isIP } from "node:net";
import path from "node:path";
import { z } from "zod";
import type { RateLimitOptions } from "./lib/rate-limit.js";

const optionalUrl = z
  .string()
  .trim()
  .transform((v) => (v === "" ? undefined : v))
  .pipe(z.url().optional())
  .optional();

/** proxy-addr's names for address ranges, accepted in TRUST_PROXY beside addresses and CIDR ranges. */
const PROXY_RANGE_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = "", bits, ...rest] = entry.split("/");
  const family = isIP(address);
  if (!family || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d+$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

/**
 * Which peers may tell the client's address in X-Forwarded-For: none (the default), the addresses or
 * ranges of the reverse proxies, or the number of proxy hops in front of the server. Never "every peer":
 * then each client would choose its own address and count its attempts afresh.
 */
const trustProxySchema = z
  .string()
  .trim()
  .default("")
  .transform((v, c): false | number | string => {
    if (v === "" || v === "false" || v === "0") return false;
    if (/^\d+$/.test(v)) return Number(v);
    const entries = v.split(",").map((e) => e.trim());
    if (v === "true" || !entries.every(isProxyAddress)) {
      c.addIssue({
        code: "custom",
        message:
          "TRUST_PROXY must list the reverse proxies' addresses or ranges (e.g. 127.0.0.1,10.0.0.0/8, loopback) or give the number of proxy hops; true (every peer) is not allowed",
      });
      return z.NEVER;
    }
    return entries.join(",");
  });

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  /** Public address used in mails and feeds. */
  PUBLIC_URL: optionalUrl,
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: optionalUrl,
  REDIS_URL: optionalUrl,
  /** Reverse proxies whose X-Forwarded-For is believed; off by default. */
  TRUST_PROXY: trustProxySchema,
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().default("Intranet <no-reply@localhost>"),
  SEED_PASSWORD: z.string().min(10, "SEED_PASSWORD must have at least 10 characters").optional(),
  /** Largest upload in megabytes. */
  MAX_UPLOAD_MB: z.coerce.number().int().min(1).max(10_240).default(100),
  /** DeepL API key; machine translation is off without it. */
  DEEPL_AUTH_KEY: z.string().trim().optional(),
  /** DeepL endpoint; defaults to the free or paid API by the key's form. */
  DEEPL_API_URL: optionalUrl,
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /**
   * `json`: stdout carries only JSON log lines (a log collector reads it), the start's banner one of them. Otherwise
   * the JSON log lines go to stderr and the banner to stdout as plain text, for a person starting the product.
   */
  LOG_FORMAT: z.enum(["text", "json"]).default("text"),
  /** Jitsi Meet base URL for online meetings; video meetings are off without it. */
  JITSI_URL: optionalUrl,
  /** With it, meeting links carry a JWT signed with this secret (Jitsi token authentication). */
  JITSI_APP_SECRET: z.string().min(16, "JITSI_APP_SECRET must have at least 16 characters").optional(),
  JITSI_APP_ID: z.string().default("intranet"),
  /** Largest total of attachments a mail may carry, in megabytes. */
  MAIL_ATTACHMENT_LIMIT_MB: z.coerce.number().min(0).max(1000).default(10),
  /** Whether members may still answer an expired invite of an appointment that is not cancelled. */
  APPOINTMENTS_OPT_RETROACTIVELY: z
    .enum(["true", "false", "1", "0"])
    .default("false")
    .transform((v) => v === "true" || v === "1"),
  /** S3-compatible object storage for uploads; local disk (DATA_DIR/storage) when unset. */
  S3_BUCKET: z.string().trim().optional(),
  /** The S3 API's address (MinIO, Ceph, …); AWS's own by region when unset. */
  S3_ENDPOINT: optionalUrl,
  S3_REGION: z.string().trim().default("us-east-1"),
  S3_ACCESS_KEY_ID: z.string().trim().optional(),
  S3_SECRET_ACCESS_KEY: z.string().trim().optional(),
  /** Bucket in the path (http://host/bucket/key) instead of the host name; most self-hosted servers need it. */
  S3_FORCE_PATH_STYLE: z
    .enum(["true", "false", "1", "0"])
    .default("false")
    .transform((v) => v === "true" || v === "1"),
  /** The office server's WOPI discovery XML (Collabora Online, OnlyOffice: …/hosting/discovery); office editing is off without it. */
  WOPI_DISCOVERY_URL: optionalUrl,
  /** A geocoder speaking Nominatim's `/search?q=…&format=jsonv2` (maps: members' locations); off without it. */
  GEOCODER_URL: optionalUrl,
  /** The map tiles' address with `{z}`, `{x}`, `{y}` (and optionally `{s}`), http(s); maps are off without it. */
  MAP_TILE_URL: z
    .string()
    .trim()
    .transform((v) => (v === "" ? undefined : v))
    .pipe(
      z
        .string()
        .regex(/^https?:\/\/[^\s]+$/, "must be an http(s) address")
        .refine((v) => ["{z}", "{x}", "{y}"].every((p) => v.includes(p)), "must hold {z}, {x} and {y}")
        .optional(),
    )
    .optional(),
  /** Where the office server reaches this server's WOPI endpoints (default PUBLIC_URL). */
  WOPI_HOST_URL: optionalUrl,
  /** Whether WOPI calls must carry valid proof headers; default on when the discovery publishes a proof key. */
  WOPI_PROOF_KEYS: z.enum(["on", "off", "true", "false", "1", "0"]).optional(),
  /**
   * The demo network on the first start (`true`), or an empty one with a one-time setup link (`false`); default
   * `false` when NODE_ENV is production, else `true`.
   */
  DEMO: z.enum(["true", "false", "1", "0"]).optional(),
  /** Single sign-on through an OpenID Connect provider: its issuer URL (discovery), off when unset. */
  OIDC_ISSUER: optionalUrl,
  OIDC_CLIENT_ID: z.string().trim().optional(),
  OIDC_CLIENT_SECRET: z.string().trim().optional(),
  /** The sign-in page's button text. */
  OIDC_BUTTON_LABEL: z.string().trim().default("Single sign-on"),
  /** Scopes asked for besides openid (default: email profile). */
  OIDC_SCOPES: z.string().trim().default("email profile"),
  /** Whether a first single sign-on with an unknown (verified) e-mail creates a member. */
  OIDC_CREATE_MEMBERS: z
    .enum(["true", "false", "1", "0"])
    .default("false")
    .transform((v) => v === "true" || v === "1"),
  /** The customer central that offers upgrades (GET {url}/api/v1/available_upgrades); no upgrade check without it. */
  CUSTOMER_CENTRAL_URL: optionalUrl,
  /** The network's bearer token at the customer central. */
  CUSTOMER_CENTRAL_TOKEN: z.string().trim().optional(),
  /** Tests only: lets link previews crawl private and loopback addresses (a stand-in server). Never in production. */
  CRAWL_ALLOW_PRIVATE_HOSTS: z
    .enum(["true", "false", "1", "0"])
    .default("false")
    .transform((v) => v === "true" || v === "1"),
  /** Tests only: lets Web Push reach a stand-in push service on this host (http, loopback). Never in production. */
  PUSH_ALLOW_PRIVATE_HOSTS: z
    .enum(["true", "false", "1", "0"])
    .default("false")
    .transform((v) => v === "true" || v === "1"),
});

export type Config = {
  env: "development" | "production" | "test";
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  /** Fastify's trustProxy: false, a hop count, or the proxies' addresses and ranges (comma-separated). */
  trustProxy: false | number | string;
  /** Key prefix and, in tests, other numbers for the rate limits (not read from the environment). */
  rateLimits: RateLimitOptions;
  /** A connection that sends nothing for this long is closed (not read from the environment; tests shorten it). */
  idleTimeoutMs: number;
  smtpUrl: string | undefined;
  mailFrom: string;
  seedPassword: string | undefined;
  maxUploadBytes: number;
  logLevel: string;
  /** Where log lines go and how the start's banner is written (LOG_FORMAT). */
  logFormat: "text" | "json";
  deeplAuthKey: string | undefined;
  deeplApiUrl: string | undefined;
  /** Video meetings through Jitsi, or null when not configured. */
  jitsi: { url: string; appSecret: string | undefined; appId: string } | null;
  mailAttachmentLimitMb: number;
  optRetroactively: boolean;
  /** Whether crawls may reach private, loopback and link-local addresses (CRAWL_ALLOW_PRIVATE_HOSTS; tests only). */
  crawlAllowPrivateHosts: boolean;
  /** Whether push endpoints may be http and private or loopback addresses (PUSH_ALLOW_PRIVATE_HOSTS; tests only). */
  pushAllowPrivateHosts: boolean;
  /** S3-compatible storage for uploads (S3_*), or null for local disk. */
  s3: S3Config | null;
  /**
   * Office documents through a WOPI client (Collabora Online, OnlyOffice), or null when not configured. `proofKeys`:
   * true or false as WOPI_PROOF_KEYS says, null to follow the discovery (checked when it publishes a proof key).
   */
  wopi: { discoveryUrl: string; hostUrl: string; proofKeys: boolean | null } | null;
  /** Maps: the geocoder (GEOCODER_URL) and the tile server (MAP_TILE_URL); each null when not configured. */
  maps: { geocoderUrl: string | null; tileUrl: string | null };
  /** Whether the first start creates the demo network (DEMO; off by default in production). */
  demo: boolean;
  /** Single sign-on (OIDC_*), or null when not configured. */
  oidc: OidcConfig | null;
  /** Where the built SPA lives; absent in API-only tests. */
  webDist: string;
  /** The customer central offering upgrades (CUSTOMER_CENTRAL_URL and _TOKEN), or null when not configured. */
  customerCentral: { url: string; token: string } | null;
};

export type S3Config = {
  bucket: string;
  endpoint: string | undefined;
  region: string;
  /** Both or neither; without them the SDK's default credential chain (environment, instance role) applies. */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  forcePathStyle: boolean;
};

export type OidcConfig = {
  issuer: string;
  clientId: string;
  clientSecret: string | undefined;
  buttonLabel: string;
  scopes: string;
  createMembers: boolean;
};

export class ConfigError extends Error {}

function oidcConfig(e: z.infer<typeof envSchema>): OidcConfig | null {
  if (!e.OIDC_ISSUER) return null;
  if (!e.OIDC_CLIENT_ID) throw new ConfigError("Invalid environment:\n  OIDC_CLIENT_ID: required with OIDC_ISSUER");
  return {
    issuer: e.OIDC_ISSUER,
    clientId: e.OIDC_CLIENT_ID,
    clientSecret: e.OIDC_CLIENT_SECRET || undefined,
    buttonLabel: e.OIDC_BUTTON_LABEL || "Single sign-on",
    scopes: e.OIDC_SCOPES,
    createMembers: e.OIDC_CREATE_MEMBERS,
  };
}

/** Parses the environment; a bad value stops the start with a message naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new ConfigError(`Invalid environment:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  // npm runs workspace scripts inside server/; a relative DATA_DIR means where npm was started (the repo root).
  const dataDir = path.resolve(env.INIT_CWD ?? process.cwd(), e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ""),
    dataDir,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    trustProxy: e.TRUST_PROXY,
    rateLimits: {},
    idleTimeoutMs: 60_000,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    seedPassword: e.SEED_PASSWORD,
    maxUploadBytes: e.MAX_UPLOAD_MB * 1024 * 1024,
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT,
    deeplAuthKey: e.DEEPL_AUTH_KEY || undefined,
    deeplApiUrl: e.DEEPL_API_URL,
    jitsi: e.JITSI_URL
      ? { url: e.JITSI_URL.replace(/\/$/, ""), appSecret: e.JITSI_APP_SECRET, appId: e.JITSI_APP_ID }
      : null,
    mailAttachmentLimitMb: e.MAIL_ATTACHMENT_LIMIT_MB,
    optRetroactively: e.APPOINTMENTS_OPT_RETROACTIVELY,
    crawlAllowPrivateHosts: e.CRAWL_ALLOW_PRIVATE_HOSTS,
    pushAllowPrivateHosts: e.PUSH_ALLOW_PRIVATE_HOSTS,
    customerCentral:
      e.CUSTOMER_CENTRAL_URL && e.CUSTOMER_CENTRAL_TOKEN
        ? { url: e.CUSTOMER_CENTRAL_URL.replace(/\/$/, ""), token: e.CUSTOMER_CENTRAL_TOKEN }
        : null,
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          endpoint: e.S3_ENDPOINT,
          region: e.S3_REGION,
          credentials:
            e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
              ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
              : undefined,
          forcePathStyle: e.S3_FORCE_PATH_STYLE,
        }
      : null,
    maps: { geocoderUrl: e.GEOCODER_URL ?? null, tileUrl: e.MAP_TILE_URL ?? null },
    wopi: e.WOPI_DISCOVERY_URL
      ? {
          discoveryUrl: e.WOPI_DISCOVERY_URL,
          hostUrl: (e.WOPI_HOST_URL ?? e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ""),
          proofKeys: e.WOPI_PROOF_KEYS === undefined ? null : ["on", "true", "1"].includes(e.WOPI_PROOF_KEYS),
        }
      : null,
    demo: e.DEMO === undefined ? e.NODE_ENV !== "production" : e.DEMO === "true" || e.DEMO === "1",
    oidc: oidcConfig(e),
    webDist: path.resolve(import.meta.dirname, "../../web/dist"),
    ...overrides,
  };
}
