import { z } from "zod";

// How a series repeats: the calendar's appointments and participation's invitations both show it.

export const recurrenceFrequency = z.enum(["never", "daily", "weekly", "monthly", "yearly"]);

export const recurrencePattern = z.object({
  recurrence_frequency: recurrenceFrequency,
  recurrence_interval: z.number().int().min(1, "must be greater than or equal to 1"),
  /** Local date (YYYY-MM-DD) or date-time of the last possible occurrence, or null for no end. */
  recurrence_end_time: z.string().nullable(),
});
export type RecurrencePattern = z.infer<typeof recurrencePattern>;
