import { char, timestamp } from "drizzle-orm/pg-core";
import { newId } from "../lib/ids.js";

/** Primary key: a 24-hex time-ordered id. */
export const idPk = () =>
  char("id", { length: 24 })
    .primaryKey()
    .$defaultFn(() => newId());

export const ref = (name: string) => char(name, { length: 24 });

export const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
