import { languages } from "@intranet/contracts";
import { mailTexts } from "@intranet/contracts/i18n/mail";
import { describe, expect, it } from "vitest";
import { renderMail } from "../../mail/render.js";
import { externalInviteMail } from "./invitations.mails.js";

const brand = { name: "Acme Intranet", language: "en", imprintHtml: null };
const props = { subject: "Invitation to Acme Intranet", body: "Join us.", link: "https://x.test/i/t", days: 14 };

describe("the invitation mail", () => {
  it("tells the invitee they were invited, not that they are a member", async () => {
    const mail = await renderMail(externalInviteMail, props, { language: "en", brand });
    expect(mail.text).toContain("You receive this mail because you were invited to join Acme Intranet.");
    expect(mail.html).toContain("You receive this mail because you were invited to join Acme Intranet.");
    expect(mail.text).not.toContain("as a member of");
  });

  it.each(languages)("has its own footer in %s, not the members' one", async (language) => {
    const mail = await renderMail(externalInviteMail, props, { language, brand });
    const footer = mailTexts[language].externalInvite.footer.replace("{{network}}", "Acme Intranet");
    expect(mail.text).toContain(footer);
    expect(mail.text).not.toContain(mailTexts[language].layout.footer.replace("{{network}}", "Acme Intranet"));
  });
});
