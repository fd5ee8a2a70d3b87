// The statements one plain text send_message sends (issue 15 "Performance", issue 32 part 6): the chat lookup
// (direct: the partner, both members' right to chat and their chat in one; group: group, membership and chat), and
// one statement for the seq, the message and the author's state (a resend is told by its unique violation); the
// answer is presented from the rows at hand, the network's chat settings are read only for attachments.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/app.js";
import { group, member } from "../../../test/factories.js";
import type { App } from "../../app.js";
import { sendMessage } from "./chat-messages.service.js";
import { myChats } from "./chats.service.js";

/**
 * Before: 10 (direct) and 11 (group) statements, then 7 and 7; see docs/chat-protocol.md "Cost of a send". A direct
 * chat's partner without an open socket is told on their devices: the 3rd statement is the push job's device lookup,
 * which the test app runs inline (in production the job worker runs it after the send).
 */
const BUDGET = { direct: 3, group: 4 };

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

let n = 0;
const payload = (chatId: string, cid = `budget-${++n}`) => ({
  chat_id: chatId,
  cid,
  text: "hello",
  file_ids: [],
  image_ids: [],
});

/** The statements `fn` sends, listed so a failing budget shows them. */
async function statements(fn: () => Promise<unknown>) {
  const seen: string[] = [];
  const stop = app.ctx.database.observeQueries((sql) => seen.push(sql));
  try {
    await fn();
  } finally {
    stop();
  }
  return seen;
}

describe("send_message cost", () => {
  it(`sends a plain text message in a direct chat in ${BUDGET.direct} statements, keeping seq, resend and markers`, async () => {
    const [a, b] = [await member(app), await member(app)];
    const first = await sendMessage(app.ctx, a, payload(`member/${b.id}`));
    let second: Awaited<ReturnType<typeof sendMessage>> | undefined;
    const sql = await statements(async () => {
      second = await sendMessage(app.ctx, a, payload(`member/${b.id}`, "budget-direct"));
    });
    expect(sql.length, sql.join("\n")).toBe(BUDGET.direct);
    expect(second?.message).toMatchObject({ seq: 2, text: "hello", from: { id: a.id }, files: [], images: [] });
    // A resend answers the stored message; the seq it took is given back, so the next one follows without a gap.
    const again = await sendMessage(app.ctx, a, payload(`member/${b.id}`, "budget-direct"));
    expect(again.message).toEqual(second?.message);
    const third = await sendMessage(app.ctx, a, payload(`member/${b.id}`));
    expect([first, second, third].map((r) => r?.message.seq)).toEqual([1, 2, 3]);
    // The author has read their own messages; the partner has three unread.
    const own = (await myChats(app.ctx, a)).chats[0];
    expect(own?.state).toMatchObject({ last_read_id: third.message.id, last_received_id: third.message.id });
    expect(own?.state.unread_count).toBe(0);
    expect((await myChats(app.ctx, b)).chats[0]?.state.unread_count).toBe(3);
  });

  it(`sends a plain text message in a group chat in ${BUDGET.group} statements`, async () => {
    const [a, b] = [await member(app), await member(app)];
    const g = await group(app, { members: [a, b] });
    await sendMessage(app.ctx, a, payload(`group/${g.id}`));
    const sql = await statements(() => sendMessage(app.ctx, a, payload(`group/${g.id}`)));
    expect(sql.length, sql.join("\n")).toBe(BUDGET.group);
  });
});
