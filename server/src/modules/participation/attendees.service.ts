import { type ContactPayload, neutraliseCell } from "@intranet/contracts";
import type { AppContext } from "../../context.js";
import { forbidden, invalid } from "../../http/errors.js";
import { mailLanguage, mailTranslator } from "../../mail/render.js";
import { mailSender } from "../mail/send-mail.js";
import { findMembersByIds } from "../members/members.repo.js";
import type { MemberRow } from "../members/members.schema.js";
import { findUploads } from "../uploads/uploads.repo.js";
import { loadForParticipation } from "./participants.service.js";
import { attendeesContactMail } from "./participation.mails.js";
import { effectiveParticipants, type Status } from "./participation.repo.js";

/** Every participant as spreadsheet rows in the requester's language, cells neutralised against formulas. */
async function attendeeRows(ctx: AppContext, member: MemberRow, ref: string, memo?: Map<string, unknown>) {
  const { can, scope, r } = await loadForParticipation(ctx, member, ref, memo);
  if (!can.download_attendees) throw forbidden("You may not download the attendee list.");
  const parts = await effectiveParticipants(ctx.db, scope);
  const ids = parts.map((p) => p.member_id);
  const rows = await findMembersByIds(ctx.db, ids);
  const byId = new Map(rows.map((m) => [m.id, m]));
  const t = mailTranslator(mailLanguage(member.language, "en"));
  const header = [
    t("exports.attendees.firstName"),
    t("exports.attendees.lastName"),
    t("exports.attendees.email"),
    t("exports.attendees.status"),
  ];
  const body = parts.flatMap((p) => {
    const m = byId.get(p.member_id);
    const status = t(`exports.attendees.${p.status}`);
    return m ? [[m.firstName, m.lastName, m.email, status].map((c) => neutraliseCell(c ?? ""))] : [];
  });
  return { name: r.instance.row.name, sheet: t("exports.attendees.sheet"), rows: [header, ...body] };
}

/**
 * Every field quoted (OWASP's CSV injection advice): a spreadsheet that splits on its own list separator (";" in
 * German) then cannot cut a cell into one that starts a formula.
 */
const csvCell = (value: string) => `"${value.replace(/"/g, '""')}"`;

export async function attendeesCsv(ctx: AppContext, member: MemberRow, ref: string, memo?: Map<string, unknown>) {
  const { rows } = await attendeeRows(ctx, member, ref, memo);
  // A byte-order mark makes spreadsheet programs read the file as UTF-8.
  return `\uFEFF${rows.map((r) => r.map(csvCell).join(",")).join("\r\n")}\r\n`;
}

export async function attendeesXlsx(ctx: AppContext, member: MemberRow, ref: string, memo?: Map<string, unknown>) {
  const { rows, sheet: sheetName } = await attendeeRows(ctx, member, ref, memo);
  // Loaded on the first export: importing exceljs costs every server start about half a second of CPU.
  const { default: ExcelJS } = await import("exceljs");
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(sheetName);
  for (const r of rows) sheet.addRow(r);
  sheet.getRow(1).font = { bold: true };
  sheet.columns.forEach((c) => {
    c.width = 24;
  });
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** POST …/contact: one mail per recipient of the audience, through the mail jobs. */
export async function contactAttendees(
  ctx: AppContext,
  member: MemberRow,
  ref: string,
  body: Required<ContactPayload>,
  memo?: Map<string, unknown>,
) {
  const { can, scope, r } = await loadForParticipation(ctx, member, ref, memo);
  if (!can.contact) throw forbidden("You may not write to the attendees.");
  const files = body.include_attachments ? await findUploads(ctx.db, r.instance.row.fileIds) : [];
  const total = files.reduce((n, f) => n + f.size, 0);
  if (total > ctx.config.mailAttachmentLimitMb * 1024 * 1024) {
    throw invalid({ include_attachments: [`attachments exceed ${ctx.config.mailAttachmentLimitMb} MB`] });
  }
  const status: Status | undefined = body.audience === "all" ? undefined : body.audience;
  const parts = await effectiveParticipants(ctx.db, scope, { status });
  const ids = parts.map((p) => p.member_id);
  const recipients = await findMembersByIds(ctx.db, ids);
  const active = recipients.filter((m) => m.lockedAt === null);
  const link = `${ctx.config.publicUrl}/appointments/${ref}`;
  const attachments = files.map((f) => ({ filename: f.name, storageKey: f.storageKey, contentType: f.contentType }));
  const send = await mailSender(ctx);
  const props = {
    subject: body.subject,
    text: body.text,
    author: `${member.firstName} ${member.lastName}`.trim(),
    name: r.instance.row.name,
    detailsUrl: link,
  };
  for (const m of active) await send({ ...m, member: true }, attendeesContactMail, props, attachments);
  return { recipients: active.length };
}
