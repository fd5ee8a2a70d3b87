import { type Language, languages } from "@intranet/contracts";
import { mailTexts } from "@intranet/contracts/i18n/mail";
import { createInstance } from "i18next";
import { formatDateTime } from "../lib/dates.js";
import { htmlToText } from "../lib/rich-text.js";
import { MailLayout } from "./layout.js";
import type { MailBrand, MailContext, MailTemplate, Translate } from "./template.js";

/** The same i18next the web uses, with the `mail` namespace of contracts in all five languages. */
const i18n = createInstance();
void i18n.init({
  resources: Object.fromEntries(languages.map((lng) => [lng, { mail: mailTexts[lng] }])),
  ns: ["mail"],
  defaultNS: "mail",
  fallbackLng: { de_DU: ["de", "en"], default: ["en"] },
  supportedLngs: [...languages],
  // React escapes every value when it renders the HTML part; the subject and text part are plain text.
  interpolation: { escapeValue: false },
  initAsync: false,
});

const isLanguage = (value: unknown): value is Language => languages.includes(value as Language);

/** The member's language when mails are written in it, else the network's, else English. */
export function mailLanguage(recipient: string | null | undefined, network: string): Language {
  if (isLanguage(recipient)) return recipient;
  return isLanguage(network) ? network : "en";
}

/** The `mail` namespace's texts in a language, for words sent outside a mail (a push notification's title). */
export function mailTranslator(language: Language): Translate {
  const fixed = i18n.getFixedT(language, "mail");
  return (key, values) => fixed(key, values ?? {});
}

export type RenderedMail = { subject: string; html: string; text: string };

/**
 * Renders one mail in a language: the subject, the HTML part and the text part derived from it. `member: false` for an
 * address that belongs to no member, whose footer then does not say it is a member's.
 */
export async function renderMail<Props>(
  template: MailTemplate<Props>,
  props: Props,
  opts: { language: Language; brand: MailBrand; timeZone?: string | null; member?: boolean },
): Promise<RenderedMail> {
  const t = mailTranslator(opts.language);
  const timeZone = opts.timeZone ?? null;
  const c: MailContext = {
    t,
    language: opts.language,
    brand: opts.brand,
    timeZone,
    dateTime: (iso, zone) => formatDateTime(iso, zone ?? timeZone ?? "UTC", opts.language),
  };
  const subject = template.subject(props, c);
  // Loaded at the first mail (React's server renderer and its formatter): a start never waits for it.
  const { render } = await import("@react-email/render");
  const html = await render(
    <MailLayout c={c} preview={subject} footer={template.footer?.(props, c)} member={opts.member ?? true}>
      {template.body(props, c)}
    </MailLayout>,
  );
  return { subject, html, text: htmlToText(html) };
}
