import { and, asc, desc, eq, notExists, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import {
  type LegalTextRow,
  type LegalTextVersionRow,
  legalTextAcceptances,
  legalTexts,
  legalTextVersions,
} from "./administration.schema.js";

/** A legal text with its current (highest) version. */
export type CurrentLegalText = { text: LegalTextRow; version: LegalTextVersionRow };

/** The current version's number per text, as a subquery. */
const currentNumber = sql<number>`(select max(v2.number) from ${legalTextVersions} v2 where v2.legal_text_id = ${legalTexts.id})`;

function withCurrentVersion(db: DbOrTx) {
  return db
    .select({ text: legalTexts, version: legalTextVersions })
    .from(legalTexts)
    .innerJoin(
      legalTextVersions,
      and(eq(legalTextVersions.legalTextId, legalTexts.id), eq(legalTextVersions.number, currentNumber)),
    );
}

/** Every legal text with its current version, by name. */
export function listLegalTexts(db: DbOrTx): Promise<CurrentLegalText[]> {
  return withCurrentVersion(db).orderBy(asc(legalTexts.name), asc(legalTexts.id));
}

export async function findLegalText(db: DbOrTx, id: string): Promise<CurrentLegalText | null> {
  const [row] = await withCurrentVersion(db).where(eq(legalTexts.id, id));
  return row ?? null;
}

export async function findLegalTextByHandle(db: DbOrTx, handle: string): Promise<CurrentLegalText | null> {
  const [row] = await withCurrentVersion(db).where(eq(legalTexts.handle, handle));
  return row ?? null;
}

/** Every version of a text, newest first. */
export function versionsOf(db: DbOrTx, legalTextId: string): Promise<LegalTextVersionRow[]> {
  return db
    .select()
    .from(legalTextVersions)
    .where(eq(legalTextVersions.legalTextId, legalTextId))
    .orderBy(desc(legalTextVersions.number));
}

/** A new text, or null when its handle is taken. */
export async function insertLegalText(
  db: DbOrTx,
  values: typeof legalTexts.$inferInsert,
): Promise<LegalTextRow | null> {
  const [row] = await db.insert(legalTexts).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function updateLegalTextRow(
  db: DbOrTx,
  id: string,
  set: Pick<LegalTextRow, "name" | "statement">,
): Promise<LegalTextRow> {
  const [row] = await db
    .update(legalTexts)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(legalTexts.id, id))
    .returning();
  if (!row) throw new Error("legal text update returned nothing");
  return row;
}

/** The text's next version (number one above its highest), written under a lock on the text's row. */
export async function insertVersion(
  db: DbOrTx,
  values: Omit<typeof legalTextVersions.$inferInsert, "number">,
): Promise<LegalTextVersionRow> {
  await db.select({ id: legalTexts.id }).from(legalTexts).where(eq(legalTexts.id, values.legalTextId)).for("update");
  const [row] = await db
    .insert(legalTextVersions)
    .values({
      ...values,
      number: sql`(select coalesce(max(number), 0) + 1 from ${legalTextVersions} where legal_text_id = ${values.legalTextId})`,
    })
    .returning();
  if (!row) throw new Error("legal text version insert returned nothing");
  return row;
}

export async function deleteLegalTextRow(db: DbOrTx, id: string): Promise<void> {
  await db.delete(legalTexts).where(eq(legalTexts.id, id));
}

/** The consent texts whose current version the member has not accepted, oldest text first. */
export function pendingFor(db: DbOrTx, memberId: string): Promise<CurrentLegalText[]> {
  return withCurrentVersion(db)
    .where(
      and(
        eq(legalTexts.statement, "consent"),
        notExists(
          db
            .select({ one: sql`1` })
            .from(legalTextAcceptances)
            .where(
              and(
                eq(legalTextAcceptances.memberId, memberId),
                eq(legalTextAcceptances.versionId, legalTextVersions.id),
              ),
            ),
        ),
      ),
    )
    .orderBy(asc(legalTexts.createdAt), asc(legalTexts.id));
}

/** Records the member's acceptance of a version (again: nothing changes). */
export async function insertAcceptance(db: DbOrTx, memberId: string, versionId: string): Promise<void> {
  await db.insert(legalTextAcceptances).values({ memberId, versionId }).onConflictDoNothing();
}
