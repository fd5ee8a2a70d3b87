import { sql } from "drizzle-orm";
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

/**
 * A name as lists sort it, for a generated column: lower case, accents taken off and ß as ss, so "Köhler" comes before
 * "Krüger" and "Özdemir" after "Obermann" whatever the database's collation (DIN 5007's first form).
 */
export const sortKeyOf = (column: string) =>
  sql.raw(`replace(regexp_replace(normalize(lower("${column}"), NFD), '[\\u0300-\\u036f]', '', 'g'), 'ß', 'ss')`);

/** What `sortKeyOf` makes of a text, in JavaScript: for a typed prefix compared with such a column ("kohl" finds Köhler). */
export const sortKey = (text: string) =>
  text
    .toLowerCase()
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/ß/g, "ss");
