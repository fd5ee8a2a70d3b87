import { appointmentPayload } from "@intranet/contracts";
import type { AppContext } from "../context.js";
import { createAppointment } from "../modules/calendar/appointments.service.js";
import { createCalendar } from "../modules/calendar/calendars.service.js";
import { confirmCircular, sendCircular } from "../modules/circulars/circulars.service.js";
import type { GroupRow } from "../modules/groups/groups.schema.js";
import { inviteMembers } from "../modules/groups/invites.service.js";
import type { MemberRow } from "../modules/members/members.schema.js";
import { sendMessage, updateCopies } from "../modules/messages/messages.service.js";
import { setParticipantStatus } from "../modules/participation/participants.service.js";
import { seedDemoActivities } from "./demo-activities.js";
import { seedDemoChat } from "./demo-chat.js";
import { DEMO_TIME_ZONE, demoDay } from "./demo-day.js";
import { seedDemoFiles } from "./demo-files.js";

/** The people and groups the demo's base transaction created. */
export type DemoNetwork = {
  admin: MemberRow;
  people: MemberRow[];
  groups: Record<"it" | "marketing" | "hr" | "board" | "running" | "green", GroupRow>;
};

/** Days from today to the next given weekday (0 Sunday … 6 Saturday), today included. */
function untilWeekday(weekday: number, now = new Date()): number {
  const today = new Date(`${demoDay(0, now)}T12:00:00Z`).getUTCDay();
  return (weekday - today + 7) % 7;
}

type Frequency = "daily" | "weekly" | "monthly" | "yearly";

type DemoAppointment = {
  by: MemberRow;
  calendarId: string;
  name: string;
  /** Days from today. */
  day: number;
  /** "HH:mm–HH:mm", or all-day when absent (lasting `days` days). */
  time?: [string, string];
  days?: number;
  repeat?: { frequency: Frequency; interval?: number; untilDay?: number };
  location?: string;
  description?: string;
  invite?: MemberRow[];
  /** Posted to the activity stream of its calendar (the form's "post to activity stream"). */
  postToStream?: boolean;
};

/** Creates one appointment through the calendar's service, as its author would with the form. */
async function appointment(ctx: AppContext, a: DemoAppointment) {
  const start = a.time ? `${demoDay(a.day)}T${a.time[0]}` : demoDay(a.day);
  const end = a.time ? `${demoDay(a.day)}T${a.time[1]}` : demoDay(a.day + (a.days ?? 1) - 1);
  const payload = appointmentPayload.parse({
    appointment: {
      name: a.name,
      description: a.description ? `<p>${a.description}</p>` : "",
      calendar_ids: [a.calendarId],
      time_zone: DEMO_TIME_ZONE,
      date: { start, end, all_day: !a.time },
      recurrence_pattern: a.repeat
        ? {
            recurrence_frequency: a.repeat.frequency,
            recurrence_interval: a.repeat.interval ?? 1,
            recurrence_end_time: a.repeat.untilDay === undefined ? null : demoDay(a.repeat.untilDay),
          }
        : null,
      location: a.location ? { name: a.location } : null,
      membership_ids_to_invite: a.invite?.map((m) => m.id) ?? [],
      post_to_stream: a.postToStream ?? false,
    },
  }).appointment;
  return createAppointment(ctx, a.by, payload);
}

/** A member answers an appointment invitation (through participation's service). */
const answer = (ctx: AppContext, member: MemberRow, appointmentId: string, status: "accepted" | "declined") =>
  setParticipantStatus(ctx, member, appointmentId, "me", status, undefined);

/** A message and, optionally, the replies that follow it in the same conversation. */
async function conversation(
  ctx: AppContext,
  first: { from: MemberRow; to: MemberRow[]; subject: string; text: string },
  replies: { from: MemberRow; to: MemberRow[]; text: string }[] = [],
) {
  const { message: starter } = await sendMessage(ctx, first.from, {
    to: first.to.map((m) => m.id),
    to_group: [],
    to_all_network_members: false,
    subject: first.subject,
    content: `<p>${first.text}</p>`,
    attachments: [],
  });
  for (const reply of replies) {
    await sendMessage(ctx, reply.from, {
      to: reply.to.map((m) => m.id),
      to_group: [],
      to_all_network_members: false,
      subject: `Re: ${first.subject}`,
      content: `<p>${reply.text}</p>`,
      attachments: [],
      conversation_starter_id: starter.id,
    });
  }
  return starter;
}

/** The demo's `index`-th person (the order of PEOPLE in demo.ts). */
export function person(people: MemberRow[], index: number): MemberRow {
  const found = people[index];
  if (!found) throw new Error(`demo person ${index} missing`);
  return found;
}

/**
 * Calendars, appointments, invitations, messages and group invitations of the demo, dated relative to
 * today and made through the modules' services after the network's members and groups exist.
 */
export async function seedDemoContent(ctx: AppContext, demo: DemoNetwork) {
  const { admin, people, groups } = demo;
  const anna = person(people, 0);
  const jonas = person(people, 1);
  const lea = person(people, 2);
  const mia = person(people, 4);
  const emma = person(people, 6);
  const hannah = person(people, 8);
  const jakob = person(people, 19);
  const ella = person(people, 20);
  const moritz = person(people, 27);
  const niklas = person(people, 29);
  const sarah = person(people, 30);
  const tom = person(people, 31);
  const erik = person(people, 35);

  const company = await createCalendar(ctx, admin, {
    calendar: { name: "Company events", color: "1c7ed6", type: "network", membership_ids: [] },
  });
  const itOps = await createCalendar(
    ctx,
    jonas,
    { calendar: { name: "IT operations", color: "5f3dc4", membership_ids: [] } },
    groups.it.slug,
  );
  const campaigns = await createCalendar(
    ctx,
    ella,
    { calendar: { name: "Campaigns", color: "e8590c", membership_ids: [] } },
    groups.marketing.slug,
  );
  const runs = await createCalendar(
    ctx,
    mia,
    { calendar: { name: "Runs", color: "2f9e44", membership_ids: [] } },
    groups.running.slug,
  );
  const boardMeetings = await createCalendar(
    ctx,
    tom,
    { calendar: { name: "Board meetings", color: "c92a2a", membership_ids: [] } },
    groups.board.slug,
  );
  const alexCalendar = await createCalendar(ctx, admin, {
    calendar: { name: "Alex's calendar", color: "0c8599", type: "personal", membership_ids: [sarah.id] },
  });
  const jonasCalendar = await createCalendar(ctx, jonas, {
    calendar: { name: "Jonas's calendar", color: "9c36b5", type: "personal", membership_ids: [] },
  });

  // The network calendar: single, all-day and multi-day appointments, one with invitations.
  const allHands = await appointment(ctx, {
    by: admin,
    calendarId: company,
    name: "All-hands meeting",
    day: 2,
    time: ["10:00", "11:00"],
    location: "Canteen",
    description: "Quarterly results, the roadmap for next year and time for your questions.",
    invite: [anna, jonas, lea, tom],
  });
  await appointment(ctx, { by: admin, calendarId: company, name: "Health day", day: 0 });
  await appointment(ctx, {
    by: admin,
    calendarId: company,
    name: "Team offsite",
    day: 9,
    days: 2,
    location: "Lakeside conference hotel",
  });
  await appointment(ctx, {
    by: admin,
    calendarId: company,
    name: "Company party",
    day: 18,
    time: ["18:00", "23:00"],
    location: "Rooftop terrace",
    postToStream: true,
  });
  await appointment(ctx, {
    by: admin,
    calendarId: company,
    name: "Payday",
    day: -10,
    repeat: { frequency: "monthly" },
  });

  // Group calendars: recurring team rhythms and one-off events.
  await appointment(ctx, {
    by: jonas,
    calendarId: itOps,
    name: "Stand-up",
    day: -14,
    time: ["09:15", "09:30"],
    repeat: { frequency: "daily", untilDay: 90 },
    location: "Team corner",
  });
  await appointment(ctx, {
    by: jonas,
    calendarId: itOps,
    name: "Sprint planning",
    day: -4,
    time: ["13:00", "14:30"],
    repeat: { frequency: "weekly", interval: 2 },
  });
  await appointment(ctx, {
    by: jonas,
    calendarId: itOps,
    name: "Server maintenance window",
    day: 5,
    time: ["20:00", "23:00"],
    description: "Mail and the intranet may be unavailable for a few minutes.",
  });
  await appointment(ctx, {
    by: ella,
    calendarId: campaigns,
    name: "Campaign review",
    day: -7,
    time: ["14:00", "15:00"],
    repeat: { frequency: "weekly" },
  });
  await appointment(ctx, { by: ella, calendarId: campaigns, name: "Trade fair", day: 20, days: 3, location: "Messe" });
  await appointment(ctx, {
    by: mia,
    calendarId: runs,
    name: "Lunch run",
    day: untilWeekday(2) - 7,
    time: ["12:15", "13:00"],
    repeat: { frequency: "weekly" },
    location: "Main entrance",
  });
  const boardMeeting = await appointment(ctx, {
    by: tom,
    calendarId: boardMeetings,
    name: "Board meeting",
    day: 1,
    time: ["09:00", "12:00"],
    repeat: { frequency: "monthly" },
    location: "Board room",
    invite: [admin, sarah],
  });

  // Personal calendars: a shared one with a weekly one-to-one, and invitations between colleagues.
  await appointment(ctx, {
    by: admin,
    calendarId: alexCalendar,
    name: "One-to-one with Sarah",
    day: 0,
    time: ["15:00", "15:30"],
    repeat: { frequency: "weekly" },
  });
  await appointment(ctx, { by: admin, calendarId: alexCalendar, name: "Quarterly report due", day: 6 });
  const review = await appointment(ctx, {
    by: jonas,
    calendarId: jonasCalendar,
    name: "Architecture review",
    day: 3,
    time: ["11:00", "12:00"],
    location: "Blue room",
    invite: [admin, erik, jakob, moritz],
  });

  await answer(ctx, anna, allHands.id, "accepted");
  await answer(ctx, lea, allHands.id, "accepted");
  await answer(ctx, tom, allHands.id, "declined");
  await answer(ctx, sarah, boardMeeting.id, "accepted");
  await answer(ctx, erik, review.id, "accepted");
  await answer(ctx, jakob, review.id, "declined");

  // A group invitation waiting for the administrator.
  await inviteMembers(ctx, mia, groups.running, {
    membership_ids: [admin.id],
    group_ids: [],
    additional_message: "We run every Tuesday at lunchtime – join us!",
  });

  // Conversations between members; the administrator's newest ones stay unread.
  const newsletter = await conversation(
    ctx,
    {
      from: anna,
      to: [admin],
      subject: "Newsletter for December",
      text: "Here is the draft of the December newsletter. Could you check the dates of the offsite?",
    },
    [
      { from: admin, to: [anna], text: "Thanks, Anna! The offsite dates are right; I added the party." },
      { from: anna, to: [admin], text: "Perfect, I will send it out on Friday." },
    ],
  );
  await updateCopies(ctx, admin, "inbox", [newsletter.id], { read: true });
  await conversation(ctx, {
    from: jonas,
    to: [admin, niklas],
    subject: "Laptop replacement schedule",
    text: "The new laptops arrive next week. Niklas will book a slot with everyone in IT first.",
  });
  await conversation(
    ctx,
    { from: admin, to: [tom], subject: "Budget for next year", text: "Do you have ten minutes for the budget?" },
    [{ from: tom, to: [admin], text: "Let us go through it after the board meeting." }],
  );
  await conversation(ctx, {
    from: lea,
    to: [admin, hannah],
    subject: "Trainees start on Monday",
    text: "Please make sure their accounts are ready; the welcome breakfast is at nine.",
  });
  await conversation(
    ctx,
    { from: mia, to: [emma], subject: "Running Club shirts", text: "Could you design a logo for our shirts?" },
    [{ from: emma, to: [mia], text: "Gladly – I will show you three drafts on Tuesday." }],
  );

  await seedDemoActivities(ctx, demo);
  await seedDemoChat(ctx, demo);
  await seedDemoFiles(ctx, demo);

  // A circular to everyone that some have confirmed already, and one the IT group's administrator sent his group
  // (neither author is a recipient: each finds theirs marked as sent).
  const policy = await sendCircular(ctx, admin, {
    title: "Updated travel policy",
    html_content:
      "<p>From next month, trains are the first choice for trips under 600 km. Please read the policy and confirm below.</p>",
  });
  for (const reader of [anna, lea, mia, hannah]) await confirmCircular(ctx, reader, policy.id);
  await sendCircular(ctx, jonas, {
    title: "New VPN client",
    html_content: "<p>Please install the new VPN client before Friday; the old one stops working on Monday.</p>",
    group_id: groups.it.id,
  });
}
