import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A real OpenID Connect provider for tests and journeys: the `oidc-provider` package on a local port, with one
 * confidential client. Its interaction (login and consent) finishes at once as the account `signInAs` names, so
 * a test or a journey goes through discovery, authorization, the token and user-info endpoints and the
 * RP-initiated logout of a real provider without a login form of its own.
 */
export type TestAccount = {
  sub: string;
  email: string;
  email_verified: boolean;
  given_name?: string;
  family_name?: string;
};

export type TestOidcProvider = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Who the next sign-in at the provider is. */
  signInAs: (account: TestAccount) => void;
  close: () => Promise<void>;
};

type Interaction = { prompt: { name: string }; params: { client_id?: string; scope?: string } };
type GrantLike = { addOIDCScope: (scope: string) => void; save: () => Promise<string> };
type ProviderLike = {
  callback: () => (req: http.IncomingMessage, res: http.ServerResponse) => void;
  interactionDetails: (req: http.IncomingMessage, res: http.ServerResponse) => Promise<Interaction>;
  interactionFinished: (req: http.IncomingMessage, res: http.ServerResponse, result: object) => Promise<void>;
  Grant: new (init: { accountId: string; clientId: string }) => GrantLike;
};
type ProviderClass = new (issuer: string, configuration: object) => ProviderLike;

/**
 * Starts the provider; `redirectBase` is the app's public address (its callback and sign-out page are under it), or
 * a function that gives it at the first request (a journey starts the app after the provider, whose issuer it needs).
 */
export async function startOidcProvider(redirectBase: string | (() => string)): Promise<TestOidcProvider> {
  // No type declarations ship with the package; the few members used are typed above.
  const { default: Provider } = (await import("oidc-provider" as string)) as { default: ProviderClass };
  const clientId = "intranet";
  const clientSecret = "intranet-test-secret-0123456789";
  let account: TestAccount = { sub: "nobody", email: "nobody@example.org", email_verified: false };
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const base = () => (typeof redirectBase === "string" ? redirectBase : redirectBase());
  const configuration = () => ({
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [`${base()}/api/v1/auth/oidc/callback`],
        post_logout_redirect_uris: [`${base()}/users/sign_in`],
        token_endpoint_auth_method: "client_secret_post",
      },
    ],
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["given_name", "family_name"] },
    findAccount: (_ctx: unknown, sub: string) =>
      sub === account.sub ? { accountId: sub, claims: async () => ({ ...account }) } : undefined,
    features: { devInteractions: { enabled: false }, rpInitiatedLogout: { enabled: true } },
    cookies: { keys: ["test-provider-cookie-key"] },
    ttl: { Interaction: 600, Session: 3600, Grant: 3600, AccessToken: 600, IdToken: 600 },
  });
  let started: { provider: ProviderLike; handle: ReturnType<ProviderLike["callback"]> } | undefined;
  server.on("request", (req: http.IncomingMessage, res: http.ServerResponse) => {
    if (!started) {
      const created = new Provider(issuer, configuration());
      started = { provider: created, handle: created.callback() };
    }
    const { provider, handle } = started;
    if (!req.url?.startsWith("/interaction/")) return handle(req, res);
    void (async () => {
      const details = await provider.interactionDetails(req, res);
      if (details.prompt.name === "login")
        return provider.interactionFinished(req, res, { login: { accountId: account.sub } });
      const grant = new provider.Grant({ accountId: account.sub, clientId: details.params.client_id ?? clientId });
      grant.addOIDCScope(details.params.scope ?? "openid");
      return provider.interactionFinished(req, res, { consent: { grantId: await grant.save() } });
    })().catch((err: unknown) => {
      res.statusCode = 500;
      res.end(String(err));
    });
  });
  return {
    issuer,
    clientId,
    clientSecret,
    signInAs: (next) => {
      account = next;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
