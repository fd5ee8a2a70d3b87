import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, idPk, ref, sortKeyOf, updatedAt } from "../../db/columns.js";
import { members } from "../members/members.schema.js";

export const groupCategories = pgTable("group_categories", {
  id: idPk(),
  slug: text("slug").notNull().unique(),
  name: text("name").notNull(),
  pluralName: text("plural_name").notNull(),
  color: text("color").notNull().default("#1c7ed6"),
  position: integer("position").notNull().default(0),
  /** Who may create groups in it: every member, or network administrators only. */
  createAccess: text("create_access", { enum: ["all", "admins"] })
    .notNull()
    .default("admins"),
  createdAt: createdAt(),
});

export const groups = pgTable(
  "groups",
  {
    id: idPk(),
    slug: text("slug").notNull(),
    name: text("name").notNull(),
    nameSort: text("name_sort").generatedAlwaysAs(sortKeyOf("name")),
    groupCategoryId: ref("group_category_id")
      .notNull()
      .references(() => groupCategories.id),
    access: text("access", { enum: ["open", "closed", "hidden"] }).notNull(),
    moderatedJoin: boolean("moderated_join").notNull().default(false),
    membersCanInvite: boolean("members_can_invite").notNull().default(false),
    chatEnabled: boolean("chat_enabled").notNull().default(true),
    archivedAt: timestamp("archived_at", { withTimezone: true }),
    sensitive: boolean("sensitive").notNull().default(false),
    activeMainGroup: boolean("active_main_group").notNull().default(false),
    externallyVisible: boolean("externally_visible").notNull().default(false),
    teaser: text("teaser"),
    profileImageId: ref("profile_image_id"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("groups_slug_unique").on(t.slug),
    index("groups_category_idx").on(t.groupCategoryId),
    // The directory's and the pickers' order.
    index("groups_name_sort_idx").on(t.nameSort, t.id),
    // Who may read a stored file asks whether it is a group's picture.
    index("groups_profile_image_idx").on(t.profileImageId),
  ],
);

export type GroupRow = typeof groups.$inferSelect;

export const groupMemberships = pgTable(
  "group_memberships",
  {
    id: idPk(),
    groupId: ref("group_id")
      .notNull()
      .references(() => groups.id, { onDelete: "cascade" }),
    memberId: ref("member_id")
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    status: text("status", { enum: ["member", "invited", "in_moderation", "rejected"] }).notNull(),
    isAdmin: boolean("is_admin").notNull().default(false),
    favorited: boolean("favorited").notNull().default(false),
    subscribed: boolean("subscribed").notNull().default(true),
    /** Told to the member when an administrator rejects their join request. */
    rejectionMessage: text("rejection_message"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("group_memberships_unique").on(t.groupId, t.memberId),
    index("group_memberships_member_idx").on(t.memberId, t.status),
    index("group_memberships_group_status_idx").on(t.groupId, t.status),
  ],
);

export type GroupMembershipRow = typeof groupMemberships.$inferSelect;

/** Roles such as "Speaker"; network-wide when groupId is null. */
export const membershipRoles = pgTable(
  "membership_roles",
  {
    id: idPk(),
    groupId: ref("group_id").references(() => groups.id, { onDelete: "cascade" }),
    slug: text("slug").notNull(),
    name: text("name").notNull(),
    pluralName: text("plural_name").notNull(),
    color: text("color").notNull().default("#000000"),
    textColor: text("text_color").notNull().default("#ffffff"),
    displayType: text("display_type", { enum: ["default", "grouped", "hidden"] })
      .notNull()
      .default("default"),
    createdAt: createdAt(),
  },
  (t) => [index("membership_roles_group_idx").on(t.groupId)],
);

export const membershipRoleAssignments = pgTable(
  "membership_role_assignments",
  {
    id: idPk(),
    roleId: ref("role_id")
      .notNull()
      .references(() => membershipRoles.id, { onDelete: "cascade" }),
    memberId: ref("member_id")
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("membership_role_assignments_unique").on(t.roleId, t.memberId),
    index("membership_role_assignments_member_idx").on(t.memberId),
  ],
);

/** An internal invitation of a member into a group; while open the membership has status invited. */
export const groupInvites = pgTable(
  "group_invites",
  {
    id: idPk(),
    groupId: ref("group_id")
      .notNull()
      .references(() => groups.id, { onDelete: "cascade" }),
    inviteeId: ref("invitee_id")
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    inviterId: ref("inviter_id").references(() => members.id, { onDelete: "set null" }),
    status: text("status", { enum: ["open", "accepted", "declined"] })
      .notNull()
      .default("open"),
    additionalMessage: text("additional_message").notNull().default(""),
    respondedAt: timestamp("responded_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("group_invites_invitee_idx").on(t.inviteeId, t.status),
    index("group_invites_inviter_idx").on(t.inviterId),
    index("group_invites_group_idx").on(t.groupId, t.status),
  ],
);

export type GroupInviteRow = typeof groupInvites.$inferSelect;

/**
 * Administrators of a group category, appointed by the network's administrators: they administrate every group of
 * the category (its administration screens, invitations and designs at category scope).
 */
export const groupCategoryAdmins = pgTable(
  "group_category_admins",
  {
    groupCategoryId: ref("group_category_id")
      .notNull()
      .references(() => groupCategories.id, { onDelete: "cascade" }),
    memberId: ref("member_id")
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("group_category_admins_unique").on(t.groupCategoryId, t.memberId),
    index("group_category_admins_member_idx").on(t.memberId, t.groupCategoryId),
  ],
);
