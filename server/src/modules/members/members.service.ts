import { hash } from "@node-rs/argon2";
import type { DbOrTx } from "../../db/client.js";
import { conflict } from "../../http/errors.js";
import { findMemberByEmail } from "./members.repo.js";
import { type MemberProfile, type MemberRow, members } from "./members.schema.js";

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
  avatarImageId?: string | null;
};

const emptyProfile: MemberProfile = { position: null, department: null, phone: null, location: null, about: null };

export async function createMember(db: DbOrTx, input: NewMember): Promise<MemberRow> {
  if (await findMemberByEmail(db, input.email)) throw conflict("email_taken", "This e-mail address is already taken.");
  const [row] = await db
    .insert(members)
    .values({
      email: input.email.trim(),
      passwordHash: input.password ? await hashPassword(input.password) : null,
      firstName: input.firstName,
      lastName: input.lastName,
      isExternal: input.isExternal ?? false,
      isNetworkAdmin: input.isNetworkAdmin ?? false,
      language: input.language ?? "en",
      timeZone: input.timeZone ?? "Europe/Berlin",
      profile: { ...emptyProfile, ...input.profile },
      avatarImageId: input.avatarImageId ?? null,
    })
    .returning();
  if (!row) throw new Error("member insert returned nothing");
  return row;
}
