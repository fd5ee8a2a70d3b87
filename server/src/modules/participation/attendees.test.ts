import { eq } from "drizzle-orm";
import ExcelJS from "exceljs";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/app.js";
import { as, calendar, group, member } from "../../../test/factories.js";
import type { App } from "../../app.js";
import { outboxMails } from "../mail/mail.schema.js";
import { type MemberRow, members } from "../members/members.schema.js";

let app: App;
let owner: MemberRow;
let alice: MemberRow;
let bob: MemberRow;
let dana: MemberRow;
let erik: MemberRow;
let calendarId: string;

const future = (days: number, hour = 10) => {
  const d = new Date(Date.now() + days * 86_400_000);
  return `${d.toISOString().slice(0, 10)}T${String(hour).padStart(2, "0")}:00`;
};

async function create(over: Record<string, unknown> = {}) {
  const res = await (await as(app, owner)).post("/appointments", {
    appointment: {
      name: "Workshop",
      calendar_ids: [calendarId],
      time_zone: "Europe/Berlin",
      date: { start: future(10), end: future(10, 12), all_day: false },
      ...over,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string };
}

const add = async (id: string, participant: Record<string, unknown>) =>
  (await as(app, owner)).post(`/appointments/${id}/participants`, { participant });

beforeAll(async () => {
  app = await createTestApp();
  owner = await member(app);
  alice = await member(app, { firstName: "Alice", lastName: "=HYPERLINK(1)" });
  bob = await member(app, { firstName: "Bob" });
  const carol = await member(app, { firstName: "Carol" });
  dana = await member(app, { firstName: "Dana;=HYPERLINK(2)", lastName: "\t=1+1" });
  erik = await member(app, { firstName: "Erik", lastName: "\r+2" });
  const g = await group(app, { access: "closed", admin: owner, members: [alice, bob, carol, dana, erik] });
  calendarId = await calendar(app, owner, { group: g, name: "Group calendar" });
});

describe("attendee downloads and contact", () => {
  it("downloads CSV and XLSX only with the right, with formula cells neutralised", async () => {
    const { id } = await create();
    await add(id, { membership_ids: [alice.id, bob.id], status: "accepted" });
    expect((await (await as(app, alice)).get(`/appointments/${id}/attendees.csv`)).statusCode).toBe(403);
    expect((await (await as(app, alice)).get(`/appointments/${id}/attendees.xlsx`)).statusCode).toBe(403);
    const client = await as(app, owner);
    const csv = await client.get(`/appointments/${id}/attendees.csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers["content-type"]).toMatch(/text\/csv/);
    expect(csv.headers["content-disposition"]).toContain(`attachment; filename="attendees-${id}.csv"`);
    expect(csv.headers["x-content-type-options"]).toBe("nosniff");
    const rows = parseCsv(csv.body.replace(/^\uFEFF/, ""));
    expect(rows[0]).toEqual(["First name", "Last name", "E-mail", "Status"]);
    const aliceRow = rows.find((r) => r[0] === "Alice");
    expect(aliceRow?.[1]).toBe("'=HYPERLINK(1)");
    expect(aliceRow?.[3]).toBe("Accepted");
    expect(rows).toHaveLength(3);

    const xlsx = await client.get(`/appointments/${id}/attendees.xlsx`);
    expect(xlsx.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet("Attendees");
    const values: string[][] = [];
    sheet?.eachRow((row) => {
      values.push((row.values as unknown[]).slice(1).map((v) => String(v)));
    });
    expect(values[0]).toEqual(["First name", "Last name", "E-mail", "Status"]);
    const aliceCells = values.find((r) => r[0] === "Alice");
    expect(aliceCells?.[1]).toBe("'=HYPERLINK(1)");
    // No cell is a formula.
    sheet?.eachRow((row) => {
      row.eachCell((cell) => expect(cell.type).not.toBe(ExcelJS.ValueType.Formula));
    });
  });

  it("quotes every CSV field, so a list separator in a value starts no formula cell", async () => {
    const { id } = await create({ name: "Separators" });
    await add(id, { membership_ids: [dana.id, erik.id], status: "accepted" });
    const csv = await (await as(app, owner)).get(`/appointments/${id}/attendees.csv`);
    expect(csv.statusCode).toBe(200);
    const text = csv.body.replace(/^\uFEFF/, "");
    const field = '"(?:[^"]|"")*"';
    for (const line of text.split("\r\n").filter(Boolean)) expect(line).toMatch(new RegExp(`^${field}(?:,${field})*$`));
    expect(text).toContain('"Dana;=HYPERLINK(2)","\'\t=1+1"');
    expect(parseCsv(text).find((r) => r[0] === "Erik")?.[1]).toBe("'\r+2");
  });

  it("writes the headers and statuses in the requester's language", async () => {
    const { id } = await create({ name: "Sprachtest" });
    await add(id, { membership_ids: [alice.id], status: "declined" });
    await app.ctx.db.update(members).set({ language: "de" }).where(eq(members.id, owner.id));
    try {
      const csv = await (await as(app, owner)).get(`/appointments/${id}/attendees.csv`);
      const rows = parseCsv(csv.body.replace(/^\uFEFF/, ""));
      expect(rows[0]).toEqual(["Vorname", "Nachname", "E-Mail", "Status"]);
      expect(rows.find((r) => r[0] === "Alice")?.[3]).toBe("Abgesagt");
      const xlsx = await (await as(app, owner)).get(`/appointments/${id}/attendees.xlsx`);
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
      expect(book.getWorksheet("Teilnehmende")?.getRow(1).getCell(1).value).toBe("Vorname");
    } finally {
      await app.ctx.db.update(members).set({ language: owner.language }).where(eq(members.id, owner.id));
    }
  });

  it("writes to the attendees of an audience through the mail outbox", async () => {
    const { id } = await create({ name: "Contact test" });
    await add(id, { membership_ids: [alice.id], status: "accepted" });
    await add(id, { membership_ids: [bob.id], status: "declined" });
    const client = await as(app, owner);
    const bad = await client.post(`/appointments/${id}/contact`, { audience: "all", subject: "", text: "" });
    expect(bad.statusCode).toBe(422);
    expect(
      (await (await as(app, alice)).post(`/appointments/${id}/contact`, { audience: "all", subject: "s", text: "t" }))
        .statusCode,
    ).toBe(403);
    const res = await client.post(`/appointments/${id}/contact`, {
      audience: "accepted",
      subject: "Bring a laptop",
      text: "See you there.",
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ recipients: 1 });
    const mails = (await app.ctx.db.select().from(outboxMails)).filter((m) => m.subject === "Bring a laptop");
    expect(mails.map((m) => m.to)).toEqual([alice.email]);
    expect(mails[0]?.text).toContain("See you there.");
    expect(mails[0]?.html).toContain("See you there.");
  });
});

/** RFC 4180 parsing, written independently of the server's writer. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ",") {
      row.push(cell);
      cell = "";
    } else if (c === "\r" && text[i + 1] === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      i++;
    } else cell += c;
  }
  if (cell || row.length) rows.push([...row, cell]);
  return rows;
}
