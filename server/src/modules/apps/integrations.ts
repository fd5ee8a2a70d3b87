import type { AppValues } from "@intranet/contracts";
import type { AppContext } from "../../context.js";
import { mailSender } from "../mail/send-mail.js";
import { displayName } from "../members/member.presenter.js";
import { findUnlockedMembersByIds } from "../members/members.repo.js";
import type { MemberRow } from "../members/members.schema.js";
import { appMail } from "./apps.mails.js";
import type { AppItemRow, AppRow } from "./apps.schema.js";
import { fillTemplate } from "./item-values.js";

const idsOf = (values: AppValues, field: string) => new Set((values[field] as string[] | undefined) ?? []);

/**
 * The e-mail integration (administration.md §3 "Integrations"): members added to the integration's member field of
 * an item get its "assign" mail, those taken off it the "unassign" mail, with the templates' `{{field}}`
 * placeholders (and `{{app}}`, `{{actor}}`, `{{link}}`) filled. Whoever made the change is not mailed. Through the
 * mail jobs, after the write.
 */
export async function mailAssignments(
  ctx: AppContext,
  app: AppRow,
  item: AppItemRow,
  before: AppValues,
  actor: MemberRow,
) {
  const mail = app.integrations.email;
  if (!mail || (!mail.on_assign && !mail.on_unassign)) return;
  const was = idsOf(before, mail.field);
  const now = idsOf(item.values, mail.field);
  const assigned = mail.on_assign ? [...now].filter((id) => !was.has(id) && id !== actor.id) : [];
  const unassigned = mail.on_unassign ? [...was].filter((id) => !now.has(id) && id !== actor.id) : [];
  if (assigned.length === 0 && unassigned.length === 0) return;
  const link = `${ctx.config.publicUrl}/apps/${app.slug}/items/${item.id}`;
  const extra = { app: app.name, actor: displayName(actor), link };
  const fill = (template: { subject: string; text: string }) => ({
    subject: fillTemplate(template.subject, app.fields, item.values, extra).replace(/\s+/g, " ").trim(),
    text: fillTemplate(template.text, app.fields, item.values, extra),
    link,
  });
  const send = await mailSender(ctx);
  const recipients = new Map(
    (await findUnlockedMembersByIds(ctx.db, [...assigned, ...unassigned])).map((m) => [m.id, m]),
  );
  for (const [ids, template] of [
    [assigned, mail.on_assign],
    [unassigned, mail.on_unassign],
  ] as const) {
    if (!template) continue;
    const props = fill(template);
    for (const id of ids) {
      const to = recipients.get(id);
      if (to) await send({ ...to, member: true }, appMail, props);
    }
  }
}
