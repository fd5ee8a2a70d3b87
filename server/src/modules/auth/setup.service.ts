import fs from "node:fs";
import path from "node:path";
import type { SetupBody, SetupInfo } from "@intranet/contracts";
import type { AppContext } from "../../context.js";
import { AppError, invalid, notFound } from "../../http/errors.js";
import { newToken } from "../../lib/tokens.js";
import { hasNetworkAdmin } from "../members/members.repo.js";
import type { MemberRow } from "../members/members.schema.js";
import { createMember } from "../members/members.service.js";
import { findNetwork } from "../network/network.repo.js";
import { configureNetwork, ensureNetwork, getNetwork } from "../network/network.service.js";
import { consumeSetupToken, deleteSetupTokens, findSetupToken, replaceSetupToken } from "./setup-tokens.repo.js";

/** How long a first start's setup link works. */
export const SETUP_TTL_MS = 3600 * 1000;
/** The setup link's copy in DATA_DIR, for a start whose output nobody reads (a service manager's log). */
export const SETUP_LINK_FILE = "setup-link.txt";

export type SetupLink = { link: string; file: string; expiresAt: Date };

const linkFile = (ctx: AppContext) => path.join(ctx.config.dataDir, SETUP_LINK_FILE);

function removeLinkFile(ctx: AppContext) {
  fs.rmSync(linkFile(ctx), { force: true });
}

/**
 * A production first start (DEMO=false): the empty network, and while it has no administrator a fresh one-time setup
 * link (any earlier one stops working), also written to DATA_DIR. Null once an administrator exists.
 */
export async function prepareFirstStart(ctx: AppContext): Promise<SetupLink | null> {
  await ensureNetwork(ctx.db, "Intranet", "en", ctx.modules.networkCreated);
  if (await hasNetworkAdmin(ctx.db)) {
    await deleteSetupTokens(ctx.db);
    removeLinkFile(ctx);
    return null;
  }
  const token = newToken();
  const expiresAt = new Date(Date.now() + SETUP_TTL_MS);
  await replaceSetupToken(ctx.db, token, expiresAt);
  const link = `${ctx.config.publicUrl}/setup/${token}`;
  const file = linkFile(ctx);
  fs.mkdirSync(ctx.config.dataDir, { recursive: true });
  fs.writeFileSync(file, `${link}\n`, { mode: 0o600 });
  return { link, file, expiresAt };
}

/**
 * 404 unless the token is a setup link's that is unused and unexpired and no administrator exists yet; once one exists
 * no start makes a link any more, so the 404 says `already_set_up` (the page then sends to sign-in, not to a restart).
 */
export async function requireSetupToken(ctx: AppContext, token: string) {
  if (await hasNetworkAdmin(ctx.db))
    throw new AppError(404, "already_set_up", "The network is already set up. Please sign in.");
  const row = await findSetupToken(ctx.db, token);
  if (!row) throw notFound();
  return row;
}

/** The setup form's defaults. */
export async function showSetup(ctx: AppContext, token: string): Promise<SetupInfo> {
  const row = await requireSetupToken(ctx, token);
  const network = await getNetwork(ctx.db);
  return {
    network: { name: network.name, language: network.language as SetupInfo["network"]["language"] },
    expires_at: row.expiresAt.toISOString(),
  };
}

/**
 * Names the network and creates its first administrator, using the link up in the same transaction (a second
 * use, or a race with another, answers 404 and changes nothing).
 */
export async function completeSetup(ctx: AppContext, token: string, body: SetupBody): Promise<MemberRow> {
  const { network: input, user } = body;
  if (user.password !== user.password_confirmation) throw invalid({ password_confirmation: ["does not match"] });
  const admin = await ctx.db.transaction(async (tx) => {
    if (!(await consumeSetupToken(tx, token)) || (await hasNetworkAdmin(tx))) throw notFound();
    const network = await ensureNetwork(tx, input.name, input.language, ctx.modules.networkCreated);
    await configureNetwork(tx, network, { name: input.name, language: input.language, timeZone: input.time_zone });
    return createMember(tx, {
      email: user.email,
      password: user.password,
      firstName: user.first_name,
      lastName: user.last_name,
      isNetworkAdmin: true,
      language: input.language,
      timeZone: input.time_zone,
    });
  });
  removeLinkFile(ctx);
  return admin;
}

/**
 * `npm run admin:create`: a network administrator for a scripted install, on a production network (the setup link
 * then stops working) or the demo. The network must exist: the server's first start makes it.
 */
export async function createAdministrator(
  db: AppContext["db"],
  input: { email: string; firstName: string; lastName: string; password: string },
): Promise<MemberRow> {
  return db.transaction(async (tx) => {
    const network = await findNetwork(tx);
    if (!network) throw new Error("There is no network yet: start the server once (npm start or npm run serve).");
    const admin = await createMember(tx, {
      ...input,
      isNetworkAdmin: true,
      language: network.language,
      timeZone: network.settings.time_zone,
    });
    await deleteSetupTokens(tx);
    return admin;
  });
}
