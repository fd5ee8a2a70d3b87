import type { ReplyType } from "@intranet/contracts";
import type { AppContext } from "../context.js";
import { createActivity } from "../modules/activities/activities.service.js";
import { presentedActivity } from "../modules/activities/activity-pages.service.js";
import { like } from "../modules/activities/likes.service.js";
import { vote } from "../modules/activities/polls.service.js";
import { acceptAnswer, createReply } from "../modules/activities/replies.service.js";
import { createStream } from "../modules/activities/streams.service.js";
import { displayName } from "../modules/members/member.presenter.js";
import type { MemberRow } from "../modules/members/members.schema.js";
import { type DemoNetwork, person } from "./demo-content.js";

/** A moment `hours` before now: the demo's stream reads as the last few days. */
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);
/** The day `days` from today (YYYY-MM-DD, UTC), for the dates a schedule proposes. */
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const mention = (m: MemberRow) => `@[${m.id}:${displayName(m)}]`;

/**
 * The demo's activity streams, made through the activities service as their authors would, oldest first
 * (ids follow the order they are made in): notes and questions in the network stream, in the IT group
 * (closed) and in the Running Club (open), with a mention, tags, replies, answers, an accepted answer, likes,
 * a survey with votes in the network stream and a schedule (a poll of dates) in the Running Club; a network stream
 * "Company news" with two announcements.
 */
export async function seedDemoActivities(ctx: AppContext, demo: DemoNetwork) {
  const { admin, people, groups } = demo;
  const anna = person(people, 0);
  const jonas = person(people, 1);
  const lea = person(people, 2);
  const mia = person(people, 4);
  const emma = person(people, 6);
  const hannah = person(people, 8);
  const ella = person(people, 20);
  const niklas = person(people, 29);
  const erik = person(people, 35);

  const post = (
    author: MemberRow,
    hours: number,
    content: string,
    where: { group?: { id: string }; stream?: string } = {},
    more: { question?: boolean; tags?: string[] } = {},
  ) =>
    createActivity(
      ctx,
      author,
      {
        object_type: more.question ? "question" : "note",
        content: `<p>${content}</p>`,
        ...(where.group ? { group_id: where.group.id } : { stream: where.stream ?? "all" }),
        tags: more.tags ?? [],
        file_ids: [],
        image_ids: [],
      },
      { at: hoursAgo(hours) },
    );
  const reply = (author: MemberRow, activityId: string, hours: number, text: string, type: ReplyType = "replies") =>
    createReply(
      ctx,
      author,
      activityId,
      type,
      { content: `<p>${text}</p>`, file_ids: [], image_ids: [] },
      { at: hoursAgo(hours) },
    );
  const likedBy = async (activityId: string, members: MemberRow[]) => {
    for (const m of members) await like(ctx, m, activityId, true);
  };

  const welcome = await post(
    admin,
    150,
    "Welcome to our activity stream! Share news, ask the whole company a question and tag your posts so colleagues find them.",
    {},
    { tags: ["welcome"] },
  );
  await likedBy(welcome, [anna, jonas, lea, mia]);

  const printers = await post(
    anna,
    120,
    `Big thanks to ${mention(jonas)} for setting up the new printers on every floor – scanning to e-mail works too.`,
    {},
    { tags: ["office"] },
  );
  await reply(jonas, printers, 118, "Happy to help! Tell me if one of them jams.");
  await likedBy(printers, [jonas, lea, hannah]);

  const expenses = await post(
    lea,
    96,
    "Where do I find the template for travel expense reports?",
    {},
    { question: true },
  );
  const fromHannah = await reply(
    hannah,
    expenses,
    95,
    "In the HR folder under Forms – the newest one is from January.",
    "answers",
  );
  await reply(niklas, expenses, 94, "You can also ask Finance for the spreadsheet version.", "answers");
  await reply(admin, expenses, 93, "We will link it from the start page next week.");
  // The question's author marks the answer that helped.
  await acceptAnswer(ctx, lea, { activityId: expenses, type: "answers", replyId: fromHannah.id }, true);

  const maintenance = await post(
    jonas,
    72,
    "Maintenance window on Saturday from 8 to 10 am: the VPN and the wiki will be down.",
    { group: groups.it },
    { tags: ["maintenance"] },
  );
  await reply(niklas, maintenance, 70, "I will be on call in case anything does not come back.");
  await likedBy(maintenance, [niklas, erik]);

  const monitoring = await post(
    niklas,
    50,
    "Which monitoring tool should we standardise on for the new servers?",
    { group: groups.it },
    { question: true, tags: ["monitoring"] },
  );
  await reply(erik, monitoring, 48, "Prometheus with Grafana – the team knows it already.", "answers");

  const party = await createActivity(
    ctx,
    admin,
    {
      object_type: "survey",
      content: "<p>Where should the summer party be?</p>",
      stream: "all",
      tags: ["summerparty"],
      file_ids: [],
      image_ids: [],
      poll: { options: ["Beer garden by the lake", "Rooftop terrace", "Barbecue in the office courtyard"] },
    },
    { at: hoursAgo(40) },
  );
  const answers = (await presentedActivity(ctx, admin, party)).poll?.options.map((o) => o.id) ?? [];
  const [lake, roof, courtyard] = answers;
  for (const [m, choice] of [
    [anna, lake],
    [jonas, roof],
    [lea, lake],
    [mia, lake],
    [hannah, courtyard],
    [niklas, roof],
  ] as const) {
    if (choice) await vote(ctx, m, party, [choice]);
  }
  await reply(jonas, party, 38, "The rooftop has the best view at sunset!");

  const lunchRun = await post(
    mia,
    30,
    "Lunch run on Tuesday: 5 km along the river, meeting at the main entrance at 12:15.",
    { group: groups.running },
    { tags: ["running"] },
  );
  await reply(anna, lunchRun, 28, "Count me in!");
  await reply(emma, lunchRun, 27, "Is there a slower group too?");
  await reply(mia, lunchRun, 26, "Yes – we split into two paces.");
  await reply(hannah, lunchRun, 25, "See you there.");
  await likedBy(lunchRun, [anna, hannah, ella]);

  const intervals = await createActivity(
    ctx,
    mia,
    {
      object_type: "schedule",
      file_ids: [],
      image_ids: [],
      content: "<p>When shall we do the interval training on the track? Pick every date that suits you.</p>",
      group_id: groups.running.id,
      tags: ["running"],
      poll: {
        options: [
          { starts_at: `${inDays(5)}T16:30:00Z`, ends_at: `${inDays(5)}T18:00:00Z` },
          { starts_at: `${inDays(7)}T16:30:00Z`, ends_at: `${inDays(7)}T18:00:00Z` },
          { starts_at: inDays(10) },
        ],
      },
    },
    { at: hoursAgo(20) },
  );
  const dates = (await presentedActivity(ctx, mia, intervals)).poll?.options.map((o) => o.id) ?? [];
  const [first, second, third] = dates;
  for (const [m, chosen] of [
    [mia, [first, second]],
    [anna, [first, third]],
    [emma, [second]],
    [ella, [first, second, third]],
  ] as const) {
    await vote(
      ctx,
      m,
      intervals,
      chosen.filter((id): id is string => id !== undefined),
    );
  }

  // A network stream besides All, for the company's announcements.
  const news = await createStream(ctx, {
    name: "Company news",
    slug: "company-news",
    description: "Announcements from the management and HR.",
  });
  const canteen = await post(
    admin,
    40,
    "The canteen reopens on Monday after the renovation, with a salad bar and longer opening hours (11:30–14:30).",
    { stream: news.slug },
    { tags: ["canteen"] },
  );
  await likedBy(canteen, [anna, jonas, lea, emma]);
  await reply(jonas, canteen, 38, "Great news – the salad bar was missed!");
  await post(hannah, 12, "The new holiday planner for next year is online in the HR folder.", { stream: news.slug });

  await post(emma, 6, "Does anyone have a spare USB-C to HDMI adapter for the meeting room?", {}, { question: true });
}
