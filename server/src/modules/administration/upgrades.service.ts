import { execFileSync } from "node:child_process";
import { type AvailableUpgrades, upgradeOffer } from "@intranet/contracts";
import { z } from "zod";
import type { AppContext } from "../../context.js";
import { AppError } from "../../http/errors.js";
import { guardedFetch } from "../crawls/guarded-fetch.js";

/** The running version: APP_VERSION as the build or deployment sets it, else `git describe` of the checkout. */
export function runningVersion(env: NodeJS.ProcessEnv = process.env): string {
  if (env.APP_VERSION?.trim()) return env.APP_VERSION.trim();
  try {
    return execFileSync("git", ["describe", "--tags", "--always", "--dirty"], {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
      timeout: 2000,
    }).trim();
  } catch {
    return "development";
  }
}

/** What the customer central answers, as far as it is read: a list of offers, or `{ upgrades: [...] }`. */
const centralAnswer = z.union([z.array(upgradeOffer), z.object({ upgrades: z.array(upgradeOffer) })]);

/** Release notes only as an http(s) link (a `javascript:` address never reaches a link on the screen). */
const safeLink = (url: string | null) => {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === "https:" || parsed.protocol === "http:" ? parsed.href : null;
  } catch {
    return null;
  }
};

const MAX_ANSWER_BYTES = 256 * 1024;

/**
 * The upgrades the customer central offers this network: GET {central}/api/v1/available_upgrades with the network's
 * bearer token, through the guarded fetch (no private addresses, no redirect carrying the token elsewhere, a time
 * limit, a size limit). Nothing is asked when no customer central is configured; 502 when it cannot be read.
 */
export async function availableUpgrades(ctx: AppContext): Promise<AvailableUpgrades> {
  const central = ctx.config.customerCentral;
  if (!central) return { upgrades: [] };
  try {
    const fetched = await guardedFetch(`${central.url}/api/v1/available_upgrades`, {
      allowPrivate: ctx.config.crawlAllowPrivateHosts,
      maxBytes: MAX_ANSWER_BYTES,
      refuseOversize: true,
      accept: "application/json",
      headers: { authorization: `Bearer ${central.token}` },
    });
    const parsed = centralAnswer.parse(JSON.parse(fetched.body.toString("utf8")));
    const offers = Array.isArray(parsed) ? parsed : parsed.upgrades;
    return { upgrades: offers.map((o) => ({ ...o, release_notes_url: safeLink(o.release_notes_url) })) };
  } catch (err) {
    ctx.log.warn({ err }, "the customer central could not be read");
    throw new AppError(502, "customer_central_unavailable", "The customer central could not be reached.");
  }
}
