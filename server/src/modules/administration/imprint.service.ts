import type { ImprintSettings, ImprintUpdateBody } from "@intranet/contracts";
import type { AppContext } from "../../context.js";
import type { DbOrTx } from "../../db/client.js";
import { sanitizeRichText } from "../../lib/rich-text.js";
import { findNetwork, type NetworkRow, updateNetworkSettings } from "../network/network.repo.js";
import { getNetwork } from "../network/network.service.js";
import { recordAudit } from "./audit.repo.js";

/** The imprints as the edit screen shows them; no newsletter is sent yet, so no note about it. */
const presentImprint = (network: NetworkRow): ImprintSettings => ({
  imprint_attributes: { content: sanitizeRichText("imprint", network.settings.imprint ?? "") },
  mail_imprint: sanitizeRichText("mail_imprint", network.settings.mail_imprint ?? ""),
  show_newsletter_info: false,
});

export const imprintForAdministration = async (db: DbOrTx) => presentImprint(await getNetwork(db));

/** Both imprints, sanitized, saved with their audit row in one transaction. */
export async function updateImprint(ctx: AppContext, actorId: string, body: ImprintUpdateBody["imprint"]) {
  const imprint = sanitizeRichText("imprint", body.imprint_attributes.content) || null;
  const mailImprint = sanitizeRichText("mail_imprint", body.mail_imprint) || null;
  const network = await getNetwork(ctx.db);
  const changed = await ctx.db.transaction(async (tx) => {
    const row = await updateNetworkSettings(tx, network.id, { imprint, mail_imprint: mailImprint });
    await recordAudit(tx, {
      type: "ImprintUpdate",
      actorId,
      subject: { type: "Network", id: network.id },
      details: {
        imprint_changed: (network.settings.imprint ?? null) !== imprint,
        mail_imprint_changed: (network.settings.mail_imprint ?? null) !== mailImprint,
      },
    });
    return row;
  });
  return presentImprint(changed);
}

/** The public /imprint: the web imprint, empty before one is set. */
export async function publicImprint(db: DbOrTx) {
  const network = await findNetwork(db);
  return { html: sanitizeRichText("imprint", network?.settings.imprint ?? "") };
}
