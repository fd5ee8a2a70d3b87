import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../src/app.js";
import type { DbOrTx } from "../src/db/client.js";
import { findReadableActivity, groupStreamAccess } from "../src/modules/activities/activities.access.js";
import { groupChatsOpenTo } from "../src/modules/chat/chat.access.js";
import { sendMessage } from "../src/modules/chat/chat-messages.service.js";
import { chatDetails, createChat } from "../src/modules/chat/chats.service.js";
import { findReadableFolder } from "../src/modules/files/files.access.js";
import { ensureSpecialFolder } from "../src/modules/files/files.repo.js";
import { updateMemberRow } from "../src/modules/members/members.repo.js";
import type { MemberRow } from "../src/modules/members/members.schema.js";
import { canReceive } from "../src/modules/messages/message.policy.js";
import { findMessageFor, isAttachmentVisibleTo } from "../src/modules/messages/messages.repo.js";
import { updateNetworkSettings } from "../src/modules/network/network.repo.js";
import { createTestApp } from "./app.js";
import { admin, as, group, member, network, upload } from "./factories.js";

/**
 * The policy matrix of chat, messages, activities and files: every kind of member × every ability, computed through
 * the modules' own access predicates and services (the code every route and the socket ask). The group is closed
 * (its content only for its members), has its chat on, and counts the member, both external members and the locked
 * one among its members; the administrator is a network administrator outside it. The two external members differ
 * only by the network's `guest_users_allow_chat`, switched before each is asked.
 */

const kinds = ["member", "non_member", "external_allowed", "external_refused", "locked", "admin"] as const;
type Kind = (typeof kinds)[number];

/** One character per kind, in the order of `kinds`: + allowed, - refused. */
const expected: Record<string, string> = {
  // The group's chat (socket topic group_chat:{id}, history, sending): its members who may chat.
  "chat.hear_group_chat": "+-+---",
  "chat.group_history": "+-+---",
  "chat.send_in_group_chat": "+-+---",
  // A direct chat with a member: whoever may chat (not locked; external only while the network allows guests).
  "chat.open_direct_chat": "+++--+",
  // A direct message to the member, the guests and the locked member: its parties read it and its files (a locked
  // member cannot sign in; the rows stay theirs); a locked member receives nothing new.
  "messages.read": "+-+++-",
  "messages.read_attachment": "+-+++-",
  "messages.receive": "++++-+",
  // The closed group's stream: its members and network administrators; the network's stream `all`: everyone.
  "activities.read_group_activity": "+-++++",
  "activities.post_in_group": "+-++++",
  "activities.read_network_activity": "++++++",
  // The closed group's files like its stream; the network's folders not for external members.
  "files.read_group_folder": "+-++++",
  "files.post_in_group_folder": "+-++++",
  "files.read_network_folder": "++--++",
  // Network administration (administration §2): its userbar, legal texts and imprint for network administrators only;
  // the published legal texts and the imprint for everyone, visitors too.
  "administration.read_userbar": "-----+",
  "administration.manage_legal_texts": "-----+",
  "administration.edit_imprint": "-----+",
  // (the text the administrator created in the row above, the last to be asked)
  "administration.read_legal_text": "++++++",
  "administration.read_imprint": "++++++",
};

let app: App;
let people: Record<Kind, MemberRow>;
let groupId: string;
let messageId: string;
let attachmentId: string;
let groupActivityId: string;
let networkActivityId: string;
let groupRootId: string;
let networkRootId: string;
let directPartner: MemberRow;

beforeAll(async () => {
  app = await createTestApp();
  await network(app);
  const author = await member(app);
  directPartner = await member(app);
  people = {
    member: await member(app),
    non_member: await member(app),
    external_allowed: await member(app, { isExternal: true }),
    external_refused: await member(app, { isExternal: true }),
    locked: await member(app),
    admin: await admin(app),
  };
  const g = await group(app, {
    access: "closed",
    admin: author,
    members: [people.member, people.external_allowed, people.external_refused, people.locked],
  });
  groupId = g.id;
  const asAuthor = await as(app, author);
  const file = (
    await upload(asAuthor, "files", { name: "notes.txt", type: "text/plain", data: Buffer.from("hi") })
  ).json();
  attachmentId = file.id;
  const recipients = [people.member.id, people.external_allowed.id, people.external_refused.id, people.locked.id];
  const sent = await asAuthor.post("/api/v1/messages", {
    to: recipients,
    subject: "Matrix",
    content: "<p>hi</p>",
    attachments: [file.id],
  });
  expect(sent.statusCode, sent.body).toBe(201);
  messageId = sent.json().id;
  const inGroup = await asAuthor.post("/api/v1/activities", { group_id: g.id, content: "<p>group</p>" });
  expect(inGroup.statusCode, inGroup.body).toBe(201);
  groupActivityId = inGroup.json().id;
  const inAll = await asAuthor.post("/api/v1/activities", { stream: "all", content: "<p>all</p>" });
  expect(inAll.statusCode, inAll.body).toBe(201);
  networkActivityId = inAll.json().id;
  groupRootId = (await ensureSpecialFolder(app.ctx.db, g.id, "root_folder")).id;
  networkRootId = (await ensureSpecialFolder(app.ctx.db, null, "root_folder")).id;
  await updateMemberRow(app.ctx.db, people.locked.id, { lockedAt: new Date() });
  people.locked = { ...people.locked, lockedAt: new Date() };
});

afterAll(async () => {
  await app.close();
});

/** Whether the call succeeds (an access error is a refusal; anything else fails the test). */
const succeeds = (call: Promise<unknown>) =>
  call.then(
    () => true,
    (err: { status?: number }) => {
      if (err.status === 403 || err.status === 404) return false;
      throw err;
    },
  );

/** Whether the member's call over HTTP succeeds (2xx); a refusal is 401, 403 or 404, anything else fails the test. */
async function answers(m: MemberRow, method: "GET" | "POST" | "PUT", url: string, payload?: object) {
  const res = await (await as(app, m)).request({ method, url, ...(payload ? { payload } : {}) });
  if (res.statusCode < 300) return true;
  if ([401, 403, 404].includes(res.statusCode)) return false;
  throw new Error(`${method} ${url} → ${res.statusCode} ${res.body}`);
}
let legalTexts = 0;

let cids = 0;
const abilities: Record<string, (db: DbOrTx, m: MemberRow) => Promise<boolean>> = {
  "chat.hear_group_chat": async (db, m) => (await groupChatsOpenTo(db, m.id, [groupId])).has(groupId),
  "chat.group_history": (_db, m) => succeeds(chatDetails(app.ctx, m, { chat_id: `group/${groupId}` })),
  "chat.send_in_group_chat": (_db, m) =>
    succeeds(
      sendMessage(app.ctx, m, {
        chat_id: `group/${groupId}`,
        cid: `matrix-${++cids}`,
        text: "hello",
        file_ids: [],
        image_ids: [],
      }),
    ),
  "chat.open_direct_chat": (_db, m) => succeeds(createChat(app.ctx, m, { member_id: directPartner.id })),
  "messages.read": async (db, m) => (await findMessageFor(db, m.id, messageId)) !== null,
  "messages.read_attachment": async (db, m) => Boolean(await isAttachmentVisibleTo(db, m.id, attachmentId)),
  "messages.receive": async (_db, m) => canReceive(m),
  "activities.read_group_activity": async (db, m) => (await findReadableActivity(db, m, groupActivityId)) !== null,
  "activities.post_in_group": async (db, m) => (await groupStreamAccess(db, m, groupId)).postable,
  "activities.read_network_activity": async (db, m) => (await findReadableActivity(db, m, networkActivityId)) !== null,
  "files.read_group_folder": async (db, m) => (await findReadableFolder(db, m, groupRootId)) !== null,
  "files.post_in_group_folder": async (db, m) => (await findReadableFolder(db, m, groupRootId))?.post === true,
  "files.read_network_folder": async (db, m) => (await findReadableFolder(db, m, networkRootId)) !== null,
  "administration.read_userbar": (_db, m) => answers(m, "GET", "/api/v1/userbars/administration?context_type=network"),
  "administration.manage_legal_texts": (_db, m) =>
    answers(m, "POST", "/administration/legal_texts", {
      legal_text: { name: "Terms", handle: `matrix-${++legalTexts}`, statement: "consent", text: "<p>x</p>" },
    }),
  "administration.edit_imprint": (_db, m) =>
    answers(m, "PUT", "/administration/imprint", {
      imprint: { imprint_attributes: { content: "<p>Imprint</p>" }, mail_imprint: "" },
    }),
  "administration.read_legal_text": (_db, m) => answers(m, "GET", `/legal/matrix-${legalTexts}`),
  "administration.read_imprint": (_db, m) => answers(m, "GET", "/imprint"),
};

describe("access matrix of chat, messages, activities and files", () => {
  it("lists every ability it checks", () => {
    expect(Object.keys(abilities).sort()).toEqual(Object.keys(expected).sort());
  });

  it("gives every kind of member exactly the abilities of the table", async () => {
    const network_ = await network(app);
    const actual: Record<string, string> = {};
    for (const ability of Object.keys(expected)) {
      let row = "";
      for (const kind of kinds) {
        await updateNetworkSettings(app.ctx.db, network_.id, { guest_users_allow_chat: kind !== "external_refused" });
        row += (await (abilities[ability] as (typeof abilities)[string])(app.ctx.db, people[kind])) ? "+" : "-";
      }
      actual[ability] = row;
    }
    expect(actual).toEqual(expected);
  });
});
