import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { AppContext } from "../context.js";
import {
  addMembership,
  assignRole,
  createGroup,
  createGroupCategory,
  createMembershipRole,
} from "../modules/groups/groups.service.js";
import { findMemberByEmail } from "../modules/members/members.repo.js";
import { createMember } from "../modules/members/members.service.js";
import { ensureNetwork } from "../modules/network/network.service.js";
import { type DemoNetwork, seedDemoContent } from "./demo-content.js";

export const ADMIN_EMAIL = "admin@example.com";

const PEOPLE: [string, string, string, string][] = [
  ["Anna", "Becker", "Head of Communications", "Communications"],
  ["Jonas", "Schneider", "Software Engineer", "IT"],
  ["Lea", "Fischer", "HR Business Partner", "Human Resources"],
  ["Lukas", "Weber", "Sales Manager", "Sales"],
  ["Mia", "Meyer", "Product Owner", "Product"],
  ["Paul", "Wagner", "Controller", "Finance"],
  ["Emma", "Hoffmann", "Designer", "Marketing"],
  ["Felix", "Schulz", "Facility Manager", "Operations"],
  ["Hannah", "Koch", "Recruiter", "Human Resources"],
  ["Leon", "Richter", "Support Lead", "Customer Service"],
  ["Sofia", "Klein", "Data Analyst", "IT"],
  ["Noah", "Wolf", "Account Executive", "Sales"],
  ["Emilia", "Schröder", "Content Editor", "Communications"],
  ["Elias", "Neumann", "DevOps Engineer", "IT"],
  ["Clara", "Schwarz", "Event Manager", "Marketing"],
  ["Ben", "Zimmermann", "Purchasing Agent", "Operations"],
  ["Marie", "Braun", "Legal Counsel", "Legal"],
  ["Finn", "Krüger", "Trainee", "Sales"],
  ["Lina", "Hofmann", "Office Manager", "Operations"],
  ["Jakob", "Hartmann", "Team Lead Backend", "IT"],
  ["Ella", "Lange", "Marketing Manager", "Marketing"],
  ["Max", "Schmitt", "Accountant", "Finance"],
  ["Ida", "Werner", "Social Media Manager", "Communications"],
  ["Tim", "Krause", "Warehouse Lead", "Operations"],
  ["Lena", "Meier", "UX Researcher", "Product"],
  ["David", "Lehmann", "Quality Manager", "Operations"],
  ["Laura", "Schmid", "Payroll Specialist", "Human Resources"],
  ["Moritz", "Schulze", "Frontend Developer", "IT"],
  ["Julia", "Maier", "Key Account Manager", "Sales"],
  ["Niklas", "Köhler", "IT Administrator", "IT"],
  ["Sarah", "Herrmann", "Assistant to the Board", "Management"],
  ["Tom", "König", "Chief Executive Officer", "Management"],
  ["Nora", "Walter", "Works Council", "Human Resources"],
  ["Philipp", "Mayer", "Security Officer", "IT"],
  ["Luisa", "Huber", "Customer Success", "Customer Service"],
  ["Erik", "Kaiser", "Engineering Manager", "IT"],
  ["Greta", "Fuchs", "Sustainability Lead", "Operations"],
];

/** The demo password: SEED_PASSWORD, or one generated on first start and kept in the data folder. */
export function demoPassword(ctx: AppContext): string {
  if (ctx.config.seedPassword) return ctx.config.seedPassword;
  const file = path.join(ctx.config.dataDir, "seed-password.txt");
  if (fs.existsSync(file)) return fs.readFileSync(file, "utf8").trim();
  const generated = randomBytes(9).toString("base64url");
  fs.mkdirSync(ctx.config.dataDir, { recursive: true });
  fs.writeFileSync(file, `${generated}\n`, { mode: 0o600 });
  return generated;
}

const emailOf = (first: string, last: string) =>
  `${`${first}.${last}`
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z.]/g, "")}@example.com`;

/**
 * A believable network, built by the same services the API uses. Runs once: when the
 * administrator exists the network is left as it is (one query: a warm start skips it at once). Members, groups and roles come first in one
 * transaction; then calendars, appointments, invitations and messages through the services that
 * own them (each in its own transaction, with the jobs they start, as the API would).
 */
export async function seedDemoNetwork(
  ctx: AppContext,
  opts: {
    /** Runs only when the network is about to be created (main.ts starts the job queue the seed needs). */
    beforeCreate?: () => Promise<void>;
  } = {},
): Promise<{ created: boolean; password: string }> {
  const password = demoPassword(ctx);
  if (await findMemberByEmail(ctx.db, ADMIN_EMAIL)) return { created: false, password };
  await opts.beforeCreate?.();

  const demo = await ctx.db.transaction(async (tx): Promise<DemoNetwork> => {
    await ensureNetwork(tx, "Acme Intranet", "en", ctx.modules.networkCreated);
    const admin = await createMember(tx, {
      email: ADMIN_EMAIL,
      password,
      firstName: "Alex",
      lastName: "Admin",
      isNetworkAdmin: true,
      profile: { position: "Network administrator", department: "IT" },
    });
    const people: Awaited<ReturnType<typeof createMember>>[] = [];
    for (const [first, last, position, department] of PEOPLE) {
      people.push(
        await createMember(tx, {
          email: emailOf(first, last),
          password,
          firstName: first,
          lastName: last,
          profile: { position, department },
        }),
      );
    }
    const guest = await createMember(tx, {
      email: "guest@partner.example.org",
      password,
      firstName: "Gabriel",
      lastName: "Guest",
      isExternal: true,
      profile: { position: "External consultant", department: "Partner Agency" },
    });

    const departments = await createGroupCategory(tx, {
      name: "Department",
      pluralName: "Departments",
      slug: "departments",
      color: "#1c7ed6",
      position: 1,
    });
    const communities = await createGroupCategory(tx, {
      name: "Community",
      pluralName: "Communities",
      slug: "communities",
      color: "#2f9e44",
      position: 2,
      createAccess: "all",
    });

    const byDept = (d: string) => people.filter((p) => p.profile.department === d);
    const groupAdmin = people[1]; // Jonas Schneider administers the IT group
    if (!groupAdmin) throw new Error("seed people missing");
    const it = await createGroup(
      tx,
      {
        name: "IT",
        groupCategoryId: departments.id,
        access: "closed",
        teaser: "Systems, software and support.",
      },
      groupAdmin.id,
    );
    for (const p of byDept("IT"))
      if (p.id !== groupAdmin.id) await addMembership(tx, it.id, p.id, { status: "member" });

    const marketing = await createGroup(
      tx,
      {
        name: "Marketing",
        groupCategoryId: departments.id,
        access: "closed",
        teaser: "Campaigns, brand and events.",
      },
      people[20]?.id ?? admin.id,
    );
    for (const p of [...byDept("Marketing"), ...byDept("Communications")]) {
      await addMembership(tx, marketing.id, p.id, { status: "member", isAdmin: p.id === people[20]?.id });
    }
    await addMembership(tx, marketing.id, guest.id, { status: "member" });

    const hr = await createGroup(
      tx,
      {
        name: "Human Resources",
        groupCategoryId: departments.id,
        access: "closed",
        moderatedJoin: true,
        teaser: "Hiring, onboarding, benefits and everything about working here.",
      },
      people[2]?.id ?? admin.id,
    );
    for (const p of byDept("Human Resources"))
      await addMembership(tx, hr.id, p.id, { status: "member", isAdmin: p.id === people[2]?.id });
    // Finn asked to join Human Resources: a join request for its administrators.
    if (people[17]) await addMembership(tx, hr.id, people[17].id, { status: "in_moderation" });

    const board = await createGroup(
      tx,
      {
        name: "Management Board",
        groupCategoryId: departments.id,
        access: "hidden",
        sensitive: true,
        teaser: "Decisions, budgets and the agenda of the next board meeting.",
      },
      people[31]?.id ?? admin.id,
    );
    await addMembership(tx, board.id, admin.id, { status: "member" });
    for (const p of byDept("Management"))
      await addMembership(tx, board.id, p.id, { status: "member", isAdmin: p.id === people[31]?.id });

    const running = await createGroup(
      tx,
      {
        name: "Running Club",
        groupCategoryId: communities.id,
        access: "open",
        teaser: "Lunch runs every Tuesday.",
      },
      people[4]?.id ?? admin.id,
    );
    // The founders stay the groups' administrators (adding them again as members would demote them).
    for (const p of people.filter((m, i) => i % 4 === 0 && m.id !== people[4]?.id))
      await addMembership(tx, running.id, p.id, { status: "member" });

    const green = await createGroup(
      tx,
      {
        name: "Green Office",
        groupCategoryId: communities.id,
        access: "open",
        teaser: "Ideas for a sustainable workplace.",
      },
      people[36]?.id ?? admin.id,
    );
    for (const p of people.filter((m, i) => i % 5 === 1 && m.id !== people[36]?.id))
      await addMembership(tx, green.id, p.id, { status: "member" });

    const speakers = await createMembershipRole(tx, { name: "Speaker", pluralName: "Speakers", color: "#e8590c" });
    const firstAiders = await createMembershipRole(tx, {
      name: "First aider",
      pluralName: "First aiders",
      color: "#c92a2a",
      displayType: "grouped",
    });
    const itOnCall = await createMembershipRole(tx, {
      name: "On call",
      pluralName: "On call",
      groupId: it.id,
      color: "#5f3dc4",
    });
    for (const p of [people[0], people[12], people[22]]) if (p) await assignRole(tx, speakers.id, p.id);
    for (const p of [people[7], people[18], people[23]]) if (p) await assignRole(tx, firstAiders.id, p.id);
    for (const p of [people[13], people[29]]) if (p) await assignRole(tx, itOnCall.id, p.id);
    // What each module adds to the demo (participation: meeting rooms).
    for (const mod of ctx.modules.descriptors) await mod.seed?.(tx, ctx);
    return { admin, people, groups: { it, marketing, hr, board, running, green } };
  });
  await seedDemoContent(ctx, demo);
  return { created: true, password };
}
