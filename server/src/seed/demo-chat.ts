import type { AppContext } from "../context.js";
import { sendMessage } from "../modules/chat/chat-messages.service.js";
import type { MemberRow } from "../modules/members/members.schema.js";
import { type DemoNetwork, person } from "./demo-content.js";

/**
 * The demo's chats, sent through the chat service as their members would: a direct chat between two IT
 * colleagues, the IT group's chat (with markdown), and a direct chat in HR, so /chat has conversations to open.
 */
export async function seedDemoChat(ctx: AppContext, demo: DemoNetwork) {
  const { people, groups } = demo;
  const jonas = person(people, 1);
  const lea = person(people, 2);
  const hannah = person(people, 8);
  const sofia = person(people, 10);
  const elias = person(people, 13);
  let n = 0;
  const say = (from: MemberRow, chatId: string, text: string) =>
    sendMessage(ctx, from, {
      chat_id: chatId,
      cid: `demo${String(++n).padStart(6, "0")}`,
      text,
      file_ids: [],
      image_ids: [],
    });

  await say(sofia, `member/${elias.id}`, "Hi Elias, is the staging database back up?");
  await say(elias, `member/${sofia.id}`, "Yes, since 10 minutes. The nightly import ran again too.");
  await say(sofia, `member/${elias.id}`, "Great, thanks! 🙏");
  await say(elias, `member/${sofia.id}`, "👍");

  const it = `group/${groups.it.id}`;
  await say(jonas, it, "Morning all – the **release** goes out at 15:00 today.");
  await say(
    elias,
    it,
    "Monitoring is ready. Checklist:\n\n- backups verified\n- rollback tested\n- status page prepared",
  );
  await say(sofia, it, "The dashboards are updated for the new version.");
  await say(jonas, it, "Perfect, see you in the release call.");

  await say(hannah, `member/${lea.id}`, "Lea, do you have a minute for the onboarding plan of next week?");
  await say(lea, `member/${hannah.id}`, "Sure – after lunch?");
}
