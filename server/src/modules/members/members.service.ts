import { isTimeZone, type MemberUpdateBody, type PropertyValues } from "@intranet/contracts";
import { hash } from "@node-rs/argon2";
import type { AppContext } from "../../context.js";
import type { DbOrTx } from "../../db/client.js";
import { conflict, invalid, notFound } from "../../http/errors.js";
import { isId } from "../../lib/ids.js";
import {
  findMemberByEmail,
  findMemberById,
  findMembersByIds,
  insertMember,
  searchMembers,
  updateMemberRow,
} from "./members.repo.js";
import type { MemberProfile, MemberRow } from "./members.schema.js";

export const hashPassword = (password: string) => hash(password);

export type NewMember = {
  email: string;
  password?: string;
  firstName: string;
  lastName: string;
  isExternal?: boolean;
  isNetworkAdmin?: boolean;
  language?: string;
  timeZone?: string;
  profile?: Partial<MemberProfile>;
  /** Member profile property values, checked already (`ctx.modules.profileProperties.check`). */
  profileProperties?: PropertyValues;
  avatarImageId?: string | null;
};

const emptyProfile: MemberProfile = { position: null, department: null, phone: null, location: null, about: null };

export async function createMember(db: DbOrTx, input: NewMember): Promise<MemberRow> {
  if (await findMemberByEmail(db, input.email)) throw conflict("email_taken", "This e-mail address is already taken.");
  return insertMember(db, {
    email: input.email.trim(),
    passwordHash: input.password ? await hashPassword(input.password) : null,
    firstName: input.firstName,
    lastName: input.lastName,
    isExternal: input.isExternal ?? false,
    isNetworkAdmin: input.isNetworkAdmin ?? false,
    language: input.language ?? "en",
    timeZone: input.timeZone ?? "Europe/Berlin",
    profile: { ...emptyProfile, ...input.profile },
    profileProperties: input.profileProperties ?? {},
    avatarImageId: input.avatarImageId ?? null,
  });
}

/**
 * Member profile property values as stored, checked against the network's member profile set (a 422 keyed
 * `profile_properties.{name}`); undefined when none were sent (nothing to change).
 */
export async function checkedProfileProperties(
  ctx: AppContext,
  values: PropertyValues | undefined,
  options: { signUp?: boolean } = {},
): Promise<PropertyValues | undefined> {
  if (values === undefined) return undefined;
  return ctx.modules.profileProperties.check(ctx.db, values, { field: "profile_properties", ...options });
}

/** Applies a profile edit; a new avatar must be the editor's own upload in `images` and is published with it. */
export async function updateMember(
  ctx: AppContext,
  editor: MemberRow,
  target: MemberRow,
  input: MemberUpdateBody["member"],
): Promise<MemberRow> {
  if (input.time_zone !== undefined && !isTimeZone(input.time_zone))
    throw invalid({ time_zone: ["is not a time zone"] });
  const profileProperties = await checkedProfileProperties(ctx, input.profile_properties);
  return ctx.db.transaction(async (tx) => {
    if (input.avatar_image_id) {
      const published = await ctx.modules.publishImage(tx, input.avatar_image_id, editor.id, target.avatarImageId);
      if (!published) throw invalid({ avatar_image_id: ["is not an uploaded image"] });
    }
    const row = await updateMemberRow(tx, target.id, {
      ...(input.first_name !== undefined && { firstName: input.first_name }),
      ...(input.last_name !== undefined && { lastName: input.last_name }),
      ...(input.language !== undefined && { language: input.language }),
      ...(input.time_zone !== undefined && { timeZone: input.time_zone }),
      ...(input.birthday !== undefined && { birthday: input.birthday }),
      ...(input.profile !== undefined && { profile: { ...target.profile, ...input.profile } }),
      ...(input.avatar_image_id !== undefined && { avatarImageId: input.avatar_image_id }),
      ...(profileProperties !== undefined && { profileProperties }),
    });
    return row ?? target;
  });
}

/** A member by id, or 404. */
export async function memberById(db: DbOrTx, id: string): Promise<MemberRow> {
  const row = await findMemberById(db, id);
  if (!row) throw notFound();
  return row;
}

/** Members by id in the order asked, one query, unknown ids left out; any member sees them as on their profiles. */
export async function membersInOrder(db: DbOrTx, ids: string[]): Promise<MemberRow[]> {
  const byId = new Map((await findMembersByIds(db, ids)).map((m) => [m.id, m]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * The pickers' member search: unlocked members by name, optionally without the members and open invitees of a
 * group (by slug or id) whose member list the member may see (comparing results would list them otherwise).
 */
export async function pickMembers(
  ctx: AppContext,
  member: MemberRow,
  q: { q: string; limit: number; includeExternal?: boolean | undefined; excludeMembersOf?: string | undefined },
): Promise<MemberRow[]> {
  if (q.q.length < 2) return [];
  const groups = ctx.modules.groupLookup;
  const slugOrId = q.excludeMembersOf;
  const excludedGroup = slugOrId
    ? await groups.memberListGroupId(ctx.db, member, isId(slugOrId) ? { id: slugOrId } : { slug: slugOrId })
    : null;
  return searchMembers(ctx.db, q.q, q.limit, {
    includeExternal: q.includeExternal,
    excluded: excludedGroup ? (m) => groups.memberOrInviteeOf(excludedGroup, m) : undefined,
  });
}
