import type { Appointment, appointmentPayload } from "@intranet/contracts";
import type { SQL, SQLWrapper } from "drizzle-orm";
import type { z } from "zod";
import type { AppContext } from "../../context.js";
import type { DbOrTx } from "../../db/client.js";
import type { MemberRow } from "../members/members.schema.js";
import type { RegistryCollectors } from "../module.js";
import type { AppointmentInstance, OccurrenceFields, PresentContext } from "./appointment.presenter.js";
import type { AppointmentRow } from "./calendar.schema.js";

type Payload = z.output<typeof appointmentPayload>["appointment"];

/** Which participants `participantRows` names: those attending or invited, or also those who declined. */
export type ParticipantAnswers = "attending" | "any";

/**
 * Where other modules (participation) plug into appointments without the calendar module depending
 * on them: filling the participation fields of presented appointments, and acting on a save's invite
 * and meeting-room keys inside the save's transaction. Descriptors supply them; the app combines them
 * into `ctx.modules.appointments` (no-ops when no module does). Every hook takes the connection or
 * transaction to work in; the app's context comes from the descriptor's `appointmentHooks(ctx)`.
 */
export type AppointmentHooks = {
  /** Fills the participation keys of each presented occurrence; `participants` and their counts only for `pc.detail`. */
  present(
    db: DbOrTx,
    pc: PresentContext,
    instances: AppointmentInstance[],
    presented: (OccurrenceFields & Partial<Pick<Appointment, "participants" | "participant_counts">>)[],
  ): Promise<void>;
  /**
   * A subquery of the appointment row ids the member takes part in, or null: `attending` (invited and not yet
   * answered, or accepted) for the lists, `any` (also declined, who may still change their mind) for reading.
   * The calendar's access predicate (`appointmentsReadableBy`) lets a participant read what they take part in,
   * whatever calendar holds it.
   */
  participantRows(memberId: string | SQLWrapper, answers: ParticipantAnswers): SQL | null;
  /** Runs in the save's transaction; the returned function runs after commit (jobs, mails, events). */
  saved(
    tx: DbOrTx,
    save: { member: MemberRow; row: AppointmentRow; series: AppointmentRow | null; payload: Payload; created: boolean },
  ): Promise<(() => Promise<void>) | undefined>;
};

declare module "../module.js" {
  interface ModuleDescriptor {
    /** How the module takes part in appointments (built with the app's context). */
    appointmentHooks?: (ctx: AppContext) => Partial<AppointmentHooks>;
  }
  interface ModuleRegistry {
    appointments: AppointmentHooks;
  }
}

/** Every module's appointment hooks as one: all present, the first participant rows, every save hook runs. */
function combineAppointmentHooks(parts: Partial<AppointmentHooks>[]): AppointmentHooks {
  return {
    async present(db, pc, instances, presented) {
      for (const p of parts) await p.present?.(db, pc, instances, presented);
    },
    participantRows(memberId, answers) {
      for (const p of parts) {
        const rows = p.participantRows?.(memberId, answers);
        if (rows) return rows;
      }
      return null;
    },
    async saved(tx, save) {
      const after: (() => Promise<void>)[] = [];
      for (const p of parts) {
        const next = await p.saved?.(tx, save);
        if (next) after.push(next);
      }
      return after.length === 0
        ? undefined
        : async () => {
            for (const run of after) await run();
          };
    },
  };
}

export const appointmentCollectors = {
  appointments: (descriptors, ctx) =>
    combineAppointmentHooks(descriptors.flatMap((d) => (d.appointmentHooks ? [d.appointmentHooks(ctx)] : []))),
} satisfies Partial<RegistryCollectors>;
