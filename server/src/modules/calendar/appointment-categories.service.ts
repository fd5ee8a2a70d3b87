import { type AppointmentCategoriesBody, appointmentCategoryKey, DUPLICATED_CATEGORY } from "@intranet/contracts";
import type { AppContext } from "../../context.js";
import { invalid } from "../../http/errors.js";
import { recordAudit } from "../administration/audit.repo.js";
import { deleteCategories, updateCategory } from "./appointment-categories.repo.js";
import { appointmentCategories } from "./appointment-lookup.service.js";
import { createCategory, listCategories } from "./appointments.repo.js";

type Entry = AppointmentCategoriesBody["appointment_categories"][number];

/**
 * The appointment custom categories editor's save (administration.md §3, §5): existing categories renamed, reordered
 * or deleted (`_destroy`), new ones (sent by label) created; a label the list already has is refused. One transaction
 * with its audit row.
 */
export async function saveAppointmentCategories(ctx: AppContext, actorId: string, entries: Entry[]) {
  await ctx.db.transaction(async (tx) => {
    const existing = new Map((await listCategories(tx)).map((row) => [row.id, row]));
    const destroyed = entries.filter((e) => e._destroy && e.id && existing.has(e.id)).map((e) => e.id as string);
    const kept = entries.filter((e) => !e._destroy);
    // Categories the list leaves out stay (a save names what it changes); their labels count as taken.
    const untouched = [...existing.values()].filter((row) => !entries.some((e) => e.id === row.id));
    const taken = new Set(untouched.map((row) => appointmentCategoryKey(row.label)));
    for (const [index, entry] of kept.entries()) {
      const key = appointmentCategoryKey(entry.label);
      if (taken.has(key)) throw invalid({ [`appointment_categories.${index}.label`]: [DUPLICATED_CATEGORY] });
      taken.add(key);
    }
    await deleteCategories(tx, destroyed);
    for (const [position, entry] of kept.entries()) {
      if (entry.id && existing.has(entry.id)) await updateCategory(tx, entry.id, entry.label.trim(), position);
      else await createCategory(tx, entry.label.trim(), position);
    }
    await recordAudit(tx, {
      type: "AppointmentCategoriesUpdate",
      actorId,
      subject: { type: "Network", id: null },
      details: {
        labels: kept.map((entry) => entry.label.trim()),
        deleted: destroyed.map((id) => existing.get(id)?.label ?? id),
      },
    });
  });
  return appointmentCategories(ctx.db);
}
