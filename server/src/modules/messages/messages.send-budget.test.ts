// The statements one POST /api/v1/messages sends ("write a message" of the capacity bench), its jobs included (the
// test app runs them inline): the session, the recipients with whether they ignore the sender (one statement), the
// message written in one statement (conversation, message, recipients, inbox and sent copies: no transaction), the
// devices to push to; the notify job's message with its author, the network and the recipients; and one outbox mail per
// recipient (each mail a job of its own, counted apart). The answer is presented from what the send knows.
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/app.js";
import { as, type Client, member, upload } from "../../../test/factories.js";
import type { App } from "../../app.js";
import type { MemberRow } from "../members/members.schema.js";

/** Besides one outbox mail per recipient; before: 20 (direct), 21 (a reply) and 26 (two own attachments) statements. */
const BUDGET = { direct: 7, reply: 10, attachments: 11 };

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});

/** The statements `fn` sends, listed so a failing budget shows them. */
async function statements(fn: () => Promise<unknown>) {
  const seen: string[] = [];
  const stop = app.ctx.database.observeQueries((sql) => seen.push(sql.replace(/\s+/g, " ").slice(0, 120)));
  try {
    await fn();
  } finally {
    stop();
  }
  return seen;
}

const outboxMails = (seen: string[]) => seen.filter((s) => s.includes('"outbox_mails"')).length;
/** The statements but the recipients' mails, listed so a failing budget shows them. */
const besidesMails = (seen: string[]) => expect(seen.length - outboxMails(seen), seen.join("\n"));

async function send(from: Client, body: Record<string, unknown>) {
  const res = await from.post("/api/v1/messages", { content: "<p>Hello</p>", subject: "Budget", ...body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

/** The POST's answer is the message as its author reads it afterwards (GET, without the conversation). */
async function expectShownAsSent(from: Client, sent: { id: string }) {
  const { conversation: _, ...shown } = (await from.get(`/api/v1/messages/${sent.id}`)).json();
  expect(sent).toEqual(shown);
}

describe("write a message: statements", () => {
  let a: MemberRow;
  let peers: MemberRow[];
  let asA: Client;
  beforeAll(async () => {
    a = await member(app);
    peers = [await member(app), await member(app), await member(app), await member(app)];
    asA = await as(app, a);
    await send(asA, { to: [peers[0]?.id] }); // warm: statements built once per database
  });

  it(`sends a message to one member in ${BUDGET.direct} statements besides its mail, and to four in as many`, async () => {
    let one: { id: string } = { id: "" };
    const toOne = await statements(async () => {
      one = await send(asA, { to: [peers[0]?.id] });
    });
    besidesMails(toOne).toBeLessThanOrEqual(BUDGET.direct);
    expect(outboxMails(toOne)).toBe(1);
    let four: { id: string } = { id: "" };
    const toFour = await statements(async () => {
      four = await send(asA, { to: peers.map((p) => p.id) });
    });
    expect(outboxMails(toFour)).toBe(4);
    besidesMails(toFour).toBe(toOne.length - 1);
    await expectShownAsSent(asA, one);
    await expectShownAsSent(asA, four);
  });

  it(`answers in a conversation in ${BUDGET.reply} statements besides the mails`, async () => {
    const starter = await send(asA, { to: [peers[0]?.id, peers[1]?.id] });
    const asPeer = await as(app, peers[0] as MemberRow);
    let reply: { id: string } = { id: "" };
    const seen = await statements(async () => {
      reply = await send(asPeer, { to: [a.id, peers[1]?.id], conversation_starter_id: starter.id });
    });
    besidesMails(seen).toBeLessThanOrEqual(BUDGET.reply);
    await expectShownAsSent(asPeer, reply);
  });

  it(`sends two own files in ${BUDGET.attachments} statements besides the mail, and the answer lists them in order`, async () => {
    const file = async (name: string) =>
      (await upload(asA, "files", { name, type: "text/plain", data: Buffer.from(name) })).json().id as string;
    const ids = [await file("second.txt"), await file("first.txt")];
    let sent: { id: string; attachments: { id: string }[] } = { id: "", attachments: [] };
    const seen = await statements(async () => {
      sent = await send(asA, { to: [peers[0]?.id], attachments: ids });
    });
    besidesMails(seen).toBeLessThanOrEqual(BUDGET.attachments);
    expect(sent.attachments.map((f) => f.id)).toEqual(ids);
    await expectShownAsSent(asA, sent);
  });
});
