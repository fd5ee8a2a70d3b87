import type { AppContext } from "../../context.js";
import type { MailAttachment } from "../../mail/mailer.js";
import { mailLanguage, renderMail } from "../../mail/render.js";
import type { MailBrand, MailRecipient, MailTemplate } from "../../mail/template.js";
import { getNetwork } from "../network/network.service.js";

export type SendMail = <Props>(
  to: MailRecipient,
  template: MailTemplate<Props>,
  props: Props,
  attachments?: MailAttachment[],
) => Promise<void>;

/** The network's name and mail imprint, as every mail's layout shows them. */
export async function mailBrand(ctx: Pick<AppContext, "db">): Promise<MailBrand> {
  const network = await getNetwork(ctx.db);
  return { name: network.name, language: network.language, imprintHtml: network.settings.mail_imprint ?? null };
}

/**
 * How every module sends mail: renders a template in the recipient's language (their members.language,
 * else the network's) as HTML and text, with the network's name and imprint, and queues it for delivery.
 * The network is read once per sender, so loops over many recipients take one sender.
 */
export async function mailSender(ctx: Pick<AppContext, "db" | "mailer">): Promise<SendMail> {
  const brand = await mailBrand(ctx);
  return async (to, template, props, attachments) => {
    const language = mailLanguage(to.language, brand.language);
    const mail = await renderMail(template, props, { language, brand });
    await ctx.mailer.send({ to: to.email, ...mail, ...(attachments?.length ? { attachments } : {}) });
  };
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
