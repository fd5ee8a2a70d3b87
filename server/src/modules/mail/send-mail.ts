import type { Language } from "@intranet/contracts";
import type { AppContext } from "../../context.js";
import type { MailAttachment } from "../../mail/mailer.js";
import { mailLanguage, type RenderedMail, renderMail } from "../../mail/render.js";
import type { MailBrand, MailRecipient, MailTemplate } from "../../mail/template.js";
import { memberEmailsAmong } from "../members/members.repo.js";
import { getNetwork, type NetworkRow } from "../network/network.service.js";

export type SendMail = <Props>(
  to: MailRecipient,
  template: MailTemplate<Props>,
  props: Props,
  attachments?: MailAttachment[],
) => Promise<void>;

/** The network's name and mail imprint, as every mail's layout shows them (from its row when the caller read it). */
export async function mailBrand(ctx: Pick<AppContext, "db">, known?: NetworkRow): Promise<MailBrand> {
  const network = known ?? (await getNetwork(ctx.db));
  return { name: network.name, language: network.language, imprintHtml: network.settings.mail_imprint ?? null };
}

/**
 * How every module sends mail: renders a template in the recipient's language (their members.language,
 * else the network's) as HTML and text, with the network's name and imprint, and queues it for delivery.
 * The network is read once per sender, so loops over many recipients take one sender. An address that belongs to no
 * member (an applicant's) gets a footer that does not call them a member, unless the template writes its own; callers
 * sending to members they loaded pass `member: true`, so no mail asks whose address it is. A caller that read the
 * network already passes it, so it is not read again.
 */
export async function mailSender(ctx: Pick<AppContext, "db" | "mailer">, network?: NetworkRow): Promise<SendMail> {
  const brand = await mailBrand(ctx, network);
  // A fan-out passes the same props object to every recipient: it is rendered once per language and time zone
  // (about 10 ms each), so props must not change between the sends of one sender.
  const cache = new Map<unknown, Promise<RenderedMail>>();
  const keys = new Map<object, Map<unknown, Map<string, object>>>();
  const rendered = <Props>(
    template: MailTemplate<Props>,
    props: Props,
    language: Language,
    timeZone: string | null,
    member: boolean,
  ) => {
    const opts = { language, brand, timeZone, member };
    if (typeof props !== "object" || props === null) return renderMail(template, props, opts);
    const key = keyOf(keys, template, props, `${language} ${timeZone ?? ""} ${member}`);
    const found = cache.get(key);
    if (found) return found;
    const mail = renderMail(template, props, opts);
    cache.set(key, mail);
    return mail;
  };
  return async (to, template, props, attachments) => {
    const language = mailLanguage(to.language, brand.language);
    // Whose address it is matters only to the layout's footer, which a template's own replaces. A caller sending to
    // members says so (a fan-out asks nothing); an address it does not know as a member's is looked up.
    const member =
      template.footer !== undefined ||
      (to.member ?? (await memberEmailsAmong(ctx.db, [to.email.toLowerCase()])).size > 0);
    const mail = await rendered(template, props, language, to.timeZone ?? null, member);
    await ctx.mailer.send({ to: to.email, ...mail, ...(attachments?.length ? { attachments } : {}) });
  };
}

/** One object per (template, props, reader: language, zone and membership), to key the render cache of a sender. */
function keyOf(keys: Map<object, Map<unknown, Map<string, object>>>, template: object, props: unknown, reader: string) {
  const byProps = keys.get(template) ?? new Map<unknown, Map<string, object>>();
  keys.set(template, byProps);
  const byReader = byProps.get(props) ?? new Map<string, object>();
  byProps.set(props, byReader);
  const key = byReader.get(reader) ?? {};
  byReader.set(reader, key);
  return key;
}

/** Sends one mail; see mailSender. */
export async function sendMail<Props>(
  ctx: Pick<AppContext, "db" | "mailer">,
  to: MailRecipient,
  template: MailTemplate<Props>,
  props: Props,
  attachments?: MailAttachment[],
) {
  await (await mailSender(ctx))(to, template, props, attachments);
}
