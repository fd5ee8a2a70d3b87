import { describe, expect, it } from "vitest";
import { hexId, member, network } from "../../test/fixtures";
import { isLinkActive, userbarSections } from "./userbar-links";

const me = member({ id: hexId(1) });
const groups = [
  { id: hexId(10), slug: "marketing", name: "Marketing", group_category_id: hexId(20) },
  { id: hexId(11), slug: "sales", name: "Sales", group_category_id: hexId(20) },
];
const paths = (sections: ReturnType<typeof userbarSections>) => sections.map((s) => [s.key, s.links.map((l) => l.to)]);

describe("userbarSections", () => {
  it("gives visitors the reduced navigation only", () => {
    const sections = userbarSections("/", network({ current_member: null }));
    expect(paths(sections)).toEqual([["visitor", ["/users/sign_in", "/imprint"]]]);
  });

  it("lists the module links for members", () => {
    const sections = userbarSections("/", network({ current_member: me }));
    expect(paths(sections)).toEqual([
      [
        "modules",
        [
          "/activitystreams/all",
          "/rundschreiben",
          "/channels",
          "/blogs",
          "/messages",
          "/appointments",
          "/tasks/my",
          "/files",
          "/directory",
          "/info",
        ],
      ],
    ]);
  });

  it("adds the link to the administration for administrators only (its screens come from the server there)", () => {
    const sections = userbarSections(
      "/",
      network({ current_member: me, can: { administrate: true, version_and_updates: false } }),
    );
    expect(paths(sections).at(-1)).toEqual(["administration", ["/administration"]]);
    expect(paths(userbarSections("/", network({ current_member: me }))).map(([key]) => key)).toEqual(["modules"]);
  });

  it("gives group-category administrators an Administration link per category they administrate", () => {
    const category = (id: string, name: string, administrate: boolean) => ({
      id,
      slug: name.toLowerCase(),
      name,
      plural_name: `${name}s`,
      color: "#000000",
      order: 0,
      access: "all" as const,
      main_group_hidden: false,
      main_group_slug: null,
      active_theme: null,
      can: { create: administrate, administrate },
    });
    const group_categories = [category(hexId(20), "Team", true), category(hexId(21), "Project", false)];
    const sections = userbarSections("/", network({ current_member: me, group_categories }));
    expect(paths(sections).at(-1)).toEqual([
      "category-administration",
      [`/group-categories/${hexId(20)}/administration/invites/new`],
    ]);
    expect(sections.at(-1)?.links[0]?.text).toBe("Teams");
    // Network administrators have the one Administration link.
    const admin = network({
      current_member: me,
      group_categories,
      can: { administrate: true, version_and_updates: false },
    });
    expect(paths(userbarSections("/", admin)).map(([key]) => key)).not.toContain("category-administration");
  });

  it("shows appointment navigation with one calendar link per group on /appointments and /calendars", () => {
    for (const path of ["/appointments/invites", "/calendars/abc"]) {
      const sections = userbarSections(path, network({ current_member: me, my_groups: groups }));
      expect(paths(sections).slice(1)).toEqual([
        ["appointments", ["/appointments", "/appointments/participating", "/appointments/invites"]],
        ["group-calendars", ["/groups/marketing/calendars", "/groups/sales/calendars"]],
      ]);
    }
  });

  it("shows inbox and sent on /messages", () => {
    const sections = userbarSections("/messages/sent", network({ current_member: me }));
    expect(paths(sections).slice(1)).toEqual([["messages", ["/messages", "/messages/sent"]]]);
  });

  it("shows the full profile navigation on the member's own profile and on /users/edit", () => {
    const own = [
      `/members/${me.id}`,
      `/members/${me.id}/activities`,
      `/members/${me.id}/likes`,
      "/users/edit",
      "/users/two_factor",
      `/members/${me.id}/edit`,
      `/members/${me.id}/locale_settings`,
      `/members/${me.id}/settings/edit`,
      `/members/${me.id}/ignored`,
    ];
    for (const path of [`/members/${me.id}`, "/users/edit", "/users/two_factor"]) {
      expect(paths(userbarSections(path, network({ current_member: me }))).slice(1)).toEqual([["profile", own]]);
    }
  });

  it("shows only information, activities and likes on someone else's profile", () => {
    const other = hexId(9);
    const sections = userbarSections(`/members/${other}/likes`, network({ current_member: me }));
    expect(paths(sections).slice(1)).toEqual([
      ["profile", [`/members/${other}`, `/members/${other}/activities`, `/members/${other}/likes`]],
    ]);
  });

  it("shows members and one link per group category on directory routes", () => {
    const categories = [
      {
        id: hexId(20),
        slug: "teams",
        name: "Team",
        plural_name: "Teams",
        color: "#000000",
        order: 0,
        access: "all" as const,
        main_group_hidden: false,
        main_group_slug: null,
        active_theme: null,
        can: { create: true, administrate: false },
      },
    ];
    for (const path of ["/directory", "/members", "/directory/teams", "/groups/sales/members"]) {
      const sections = userbarSections(path, network({ current_member: me, group_categories: categories }));
      expect(paths(sections).slice(1)).toEqual([["directory", ["/members", "/directory/teams"]]]);
    }
  });

  it("offers a change request link on the own profile only when the network enables it", () => {
    const base = network({ current_member: me });
    const enabled = {
      ...base,
      config: { ...base.config, memberships: { ...base.config.memberships, change_requests: { enabled: true } } },
    };
    const links = userbarSections(`/members/${me.id}`, enabled)[1]?.links.map((l) => l.to) ?? [];
    expect(links.at(-1)).toBe(`/members/${me.id}/change_requests/new`);
  });

  it("leaves out edit links the member may not use", () => {
    const limited = member({ id: hexId(1), can: { ...me.can, update_profile: false, update_registration: false } });
    const sections = userbarSections(`/members/${limited.id}`, network({ current_member: limited }));
    expect(sections[1]?.links).toHaveLength(3);
  });
});

describe("isLinkActive", () => {
  it("matches sub-paths unless exact, and extra prefixes", () => {
    expect(isLinkActive({ key: "a", to: "/messages" }, "/messages/sent")).toBe(true);
    expect(isLinkActive({ key: "a", to: "/messages", exact: true }, "/messages/sent")).toBe(false);
    expect(isLinkActive({ key: "a", to: "/messages" }, "/messagesx")).toBe(false);
    expect(isLinkActive({ key: "a", to: "/appointments", alsoActiveOn: ["/calendars"] }, "/calendars/1")).toBe(true);
  });
});
