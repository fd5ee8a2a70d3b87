import type { Language } from "../../common.js";
import { mailDe } from "./de.js";
import { mailDeDu } from "./de_DU.js";
import { type MailTexts, mailEn } from "./en.js";
import { mailEs } from "./es.js";
import { mailFr } from "./fr.js";

export type { MailTexts } from "./en.js";

/** The `mail` namespace in every language; register it with i18next as `{ [language]: { mail: texts } }`. */
export const mailTexts: Record<Language, MailTexts> = {
  en: mailEn,
  de: mailDe,
  de_DU: mailDeDu,
  es: mailEs,
  fr: mailFr,
};

/** i18next's plural forms: `comments_one` and `comments_other` are asked for as `comments` with a count. */
type PluralBase<K extends string> = K extends `${infer Base}_${"zero" | "one" | "two" | "few" | "many" | "other"}`
  ? Base
  : K;

type Leaves<T, Prefix extends string = ""> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${PluralBase<K>}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** Every text key of the `mail` namespace, e.g. "passwordReset.subject"; a typo fails to compile. */
export type MailKey = Leaves<MailTexts>;
