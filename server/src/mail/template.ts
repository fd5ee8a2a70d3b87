import type { Language } from "@intranet/contracts";
import type { MailKey } from "@intranet/contracts/i18n/mail";
import type { ReactElement } from "react";

/** What the layout shows of the network in every mail. */
export type MailBrand = {
  name: string;
  /** The network's language, used when the recipient has none the mails are written in. */
  language: string;
  /** The administrators' mail imprint (rich text), or null. */
  imprintHtml: string | null;
};

/**
 * Who a mail goes to: the address and, when known, the member's language and time zone. `member` says whether the
 * address is a member's (the footer says they get the mail as one): true from a caller that loaded the member, unset
 * for an address typed by someone, which the mail layer then looks up.
 */
export type MailRecipient = { email: string; language?: string | null; timeZone?: string | null; member?: boolean };

export type Translate = (key: MailKey, values?: Record<string, string | number>) => string;

/** What a template gets besides its props: texts and formats in the recipient's language. */
export type MailContext = {
  t: Translate;
  language: Language;
  brand: MailBrand;
  /** The recipient's time zone, or null when the mail goes to an address without a member. */
  timeZone: string | null;
  /** An instant written the recipient's way (as the web writes it) in a zone: the recipient's unless given. */
  dateTime(iso: string, zone?: string): string;
};

/**
 * One kind of mail. A module adds a kind with one template (subject and body, built from the blocks in
 * mail/blocks.tsx) and its texts under the kind's key in contracts/src/i18n/mail/*.ts.
 */
export type MailTemplate<Props> = {
  subject(props: Props, c: MailContext): string;
  /** The content between the layout's header and footer. */
  body(props: Props, c: MailContext): ReactElement;
  /** Why the recipient gets the mail, when not as a member of the network (the layout's footer says that). */
  footer?(props: Props, c: MailContext): string;
};

export const defineMail = <Props>(template: MailTemplate<Props>): MailTemplate<Props> => template;
