import { isSitePath } from "@intranet/contracts";
import * as oidc from "openid-client";
import type { OidcConfig } from "../../config.js";
import type { AppContext } from "../../context.js";
import { AppError, notFound } from "../../http/errors.js";
import { findMemberByEmail } from "../members/members.repo.js";
import type { MemberRow } from "../members/members.schema.js";
import { createMember } from "../members/members.service.js";
import { insertSsoLogin, takeSsoLogin } from "./sso-logins.repo.js";

/** How long a started sign-on may take at the provider. */
export const SSO_TTL_S = 600;
export const SSO_CALLBACK_PATH = "/api/v1/auth/oidc/callback";

/** Why a sign-on failed: the code the sign-in page translates (`?error=`). */
export class SsoError extends Error {
  constructor(readonly code: "sso_failed" | "sso_email_unverified" | "sso_no_member" | "account_locked") {
    super(code);
  }
}

const LOOPBACK = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** The provider's metadata, discovered once per configuration (again after a failure). */
const discovered = new WeakMap<OidcConfig, Promise<oidc.Configuration>>();

function providerOf(ctx: AppContext): Promise<oidc.Configuration> {
  const settings = ctx.config.oidc;
  if (!settings) throw notFound();
  let found = discovered.get(settings);
  if (!found) {
    const issuer = new URL(settings.issuer);
    // Plain HTTP only for a provider on this machine (a development or test provider), never across a network.
    const insecure = issuer.protocol === "http:" && LOOPBACK.has(issuer.hostname);
    found = oidc.discovery(
      issuer,
      settings.clientId,
      settings.clientSecret,
      settings.clientSecret ? undefined : oidc.None(),
      insecure ? { execute: [oidc.allowInsecureRequests] } : undefined,
    );
    found.catch(() => discovered.delete(settings));
    discovered.set(settings, found);
  }
  return found;
}

const callbackUrl = (ctx: AppContext) => `${ctx.config.publicUrl}${SSO_CALLBACK_PATH}`;

/** Only same-site paths are followed after a sign-on, never another host. */
const safePath = (target: string | undefined) => (target && isSitePath(target) ? target : null);

/** Starts a sign-on: the provider's authorization address (code flow with PKCE, state and nonce) and the state. */
export async function startSso(ctx: AppContext, redirectTo: string | undefined) {
  const provider = await providerOf(ctx).catch(() => {
    throw new SsoError("sso_failed");
  });
  const codeVerifier = oidc.randomPKCECodeVerifier();
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  await insertSsoLogin(ctx.db, state, {
    codeVerifier,
    nonce,
    redirectTo: safePath(redirectTo),
    expiresAt: new Date(Date.now() + SSO_TTL_S * 1000),
  });
  const url = oidc.buildAuthorizationUrl(provider, {
    redirect_uri: callbackUrl(ctx),
    scope: `openid ${ctx.config.oidc?.scopes ?? ""}`.trim(),
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: "S256",
    state,
    nonce,
  });
  return { url: url.href, state };
}

type Claims = {
  [claim: string]: unknown;
  email?: unknown;
  email_verified?: unknown;
  given_name?: unknown;
  family_name?: unknown;
  name?: unknown;
};

const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");

/** First and last name from the provider's claims (given and family name, else the full name split once). */
function namesOf(claims: Claims, email: string) {
  const given = text(claims.given_name);
  const family = text(claims.family_name);
  if (given && family) return { firstName: given, lastName: family };
  const [first = "", ...rest] = text(claims.name).split(/\s+/);
  return { firstName: given || first || (email.split("@")[0] ?? email), lastName: family || rest.join(" ") };
}

/**
 * The provider's answer at the callback: checks state (against the browser's cookie and the stored sign-on), the
 * code with its PKCE verifier, the ID token and its nonce; then the member with that verified e-mail, or a new one
 * when OIDC_CREATE_MEMBERS allows it.
 */
export async function finishSso(ctx: AppContext, currentUrl: URL, stateCookie: string | undefined) {
  const state = currentUrl.searchParams.get("state");
  if (!state || state !== stateCookie) throw new SsoError("sso_failed");
  const login = await takeSsoLogin(ctx.db, state);
  if (!login) throw new SsoError("sso_failed");
  let claims: Claims;
  let idToken: string | undefined;
  try {
    const provider = await providerOf(ctx);
    const tokens = await oidc.authorizationCodeGrant(provider, currentUrl, {
      pkceCodeVerifier: login.codeVerifier,
      expectedState: state,
      expectedNonce: login.nonce,
      idTokenExpected: true,
    });
    const idClaims = tokens.claims();
    if (!idClaims) throw new SsoError("sso_failed");
    idToken = tokens.id_token;
    claims = idClaims;
    // Many providers put the e-mail in the user info only.
    if (claims.email === undefined || claims.email_verified === undefined)
      claims = {
        ...(await oidc.fetchUserInfo(provider, tokens.access_token, idClaims.sub)),
        ...stripUndefined(claims),
      };
  } catch (err) {
    if (err instanceof SsoError) throw err;
    ctx.log.warn({ err: err instanceof Error ? err.message : String(err) }, "single sign-on failed");
    throw new SsoError("sso_failed");
  }
  const member = await memberFor(ctx, claims);
  return { member, idToken, redirectTo: login.redirectTo ?? "/" };
}

const stripUndefined = (claims: Claims) =>
  Object.fromEntries(Object.entries(claims).filter(([, v]) => v !== undefined)) as Claims;

async function memberFor(ctx: AppContext, claims: Claims): Promise<MemberRow> {
  const email = text(claims.email);
  if (!email || claims.email_verified !== true) throw new SsoError("sso_email_unverified");
  const found = await findMemberByEmail(ctx.db, email);
  if (found) {
    if (found.lockedAt) throw new SsoError("account_locked");
    return found;
  }
  if (!ctx.config.oidc?.createMembers) throw new SsoError("sso_no_member");
  return ctx.db.transaction((tx) => createMember(tx, { email, ...namesOf(claims, email) }));
}

/** Where the browser ends the provider's session too, when the provider offers it (RP-initiated logout). */
export async function ssoLogoutUrl(ctx: AppContext, idToken: string | null): Promise<string | null> {
  if (!ctx.config.oidc) return null;
  const provider = await providerOf(ctx).catch(() => null);
  if (!provider?.serverMetadata().end_session_endpoint) return null;
  const params: Record<string, string> = {
    post_logout_redirect_uri: `${ctx.config.publicUrl}/users/sign_in`,
    client_id: ctx.config.oidc.clientId,
  };
  if (idToken) params.id_token_hint = idToken;
  return oidc.buildEndSessionUrl(provider, params).href;
}

/** The sign-in page's button, or null when single sign-on is off. */
export const ssoButton = (ctx: AppContext) => (ctx.config.oidc ? { label: ctx.config.oidc.buttonLabel } : null);

/** A sign-on that cannot continue, as the sign-in page's error code. */
export const ssoErrorCode = (err: unknown) =>
  err instanceof SsoError ? err.code : err instanceof AppError && err.status === 404 ? null : "sso_failed";
