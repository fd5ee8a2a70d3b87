import { isDeepStrictEqual } from "node:util";
import {
  type AdministrationSettings,
  type AdministrationSettingsUpdate,
  settingsProblems,
  type TestBirthdayEmailBody,
} from "@intranet/contracts";
import type { AppContext } from "../../context.js";
import { fieldName } from "../../http/error-handler.js";
import { invalid } from "../../http/errors.js";
import { clientAddressKey, defineLimit } from "../../lib/rate-limit.js";
import { sendMail } from "../mail/send-mail.js";
import type { MemberRow } from "../members/members.schema.js";
import { chatConfigOf } from "../network/chat-config.js";
import { updateNetworkSettings } from "../network/network.repo.js";
import { getNetwork, presentAdministrationSettings } from "../network/network.service.js";
import { recordAudit } from "./audit.repo.js";
import { birthdayMail } from "./settings.mails.js";

/** Test birthday mails per administrator: 10 an hour (each is a real mail). */
export const TEST_BIRTHDAY_MAILS = defineLimit("test_birthday_mail", 10, 60 * 60);

/** Equal values, whatever the order of their keys (jsonb keeps its own). */
const same = (a: unknown, b: unknown) => isDeepStrictEqual(a, b);

/** Empty texts are kept as null (administration §5: empty category and birthday texts are sent as null). */
function blankToNull(value: unknown): unknown {
  if (value === "") return null;
  if (value && typeof value === "object" && !Array.isArray(value))
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, blankToNull(inner)]));
  return value;
}

/**
 * Saves the fields the update names, after checking the rules between fields on the settings it leaves
 * (administration §5); the change and its `PolicySettingUpdate` audit row (the changed keys) in one transaction.
 * Chat clients keep the network's chat settings and hear of a change at once.
 */
export async function updateSettings(ctx: AppContext, actorId: string, update: AdministrationSettingsUpdate) {
  const network = await getNetwork(ctx.db);
  const before = presentAdministrationSettings(network);
  const after = { ...before } as Record<string, unknown>;
  for (const [key, value] of Object.entries(update)) if (value !== undefined) after[key] = blankToNull(value);
  const merged = after as AdministrationSettings;
  const problems = settingsProblems(merged);
  if (problems.length > 0) {
    const errors: Record<string, string[]> = {};
    for (const { path, message } of problems) {
      const field = fieldName(path, true);
      errors[field] = [...(errors[field] ?? []), message];
    }
    throw invalid(errors);
  }
  const changedKeys = (Object.keys(merged) as (keyof AdministrationSettings)[]).filter(
    (key) => !same(before[key], merged[key]),
  );
  if (changedKeys.length === 0) return before;
  const { name, language, ...rest } = merged;
  const settings = Object.fromEntries(
    changedKeys
      .filter((key) => key !== "name" && key !== "language")
      .map((key) => [key, rest[key as keyof typeof rest]]),
  );
  const changed = await ctx.db.transaction(async (tx) => {
    const row = await updateNetworkSettings(tx, network.id, settings, { name, language });
    await recordAudit(tx, {
      type: "PolicySettingUpdate",
      actorId,
      subject: { type: "Network", id: network.id },
      details: { changed: changedKeys },
    });
    return row;
  });
  await ctx.realtime.publish(`network:${changed.id}`, "network_info", { config: chatConfigOf(changed) });
  return presentAdministrationSettings(changed);
}

/** Sends the birthday mail as the form has it (not yet saved) to the administrator, through the mail layer. */
export async function sendTestBirthdayMail(
  ctx: AppContext,
  admin: MemberRow,
  ip: string,
  birthday: TestBirthdayEmailBody["birthday_emails"],
) {
  await ctx.rateLimits.of(TEST_BIRTHDAY_MAILS).take(`${admin.id}:${clientAddressKey(ip)}`);
  await sendMail(ctx, { ...admin, member: true }, birthdayMail, {
    firstName: admin.firstName,
    subject: birthday.subject,
    text: birthday.text,
  });
  return { message: `A test birthday mail is on its way to ${admin.email}.` };
}
