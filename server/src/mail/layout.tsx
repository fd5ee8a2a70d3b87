import { Body } from "@react-email/body";
import { Container } from "@react-email/container";
import { Head } from "@react-email/head";
import { Hr } from "@react-email/hr";
import { Html } from "@react-email/html";
import { Preview } from "@react-email/preview";
import { Text } from "@react-email/text";
import type { ReactNode } from "react";
import { sanitizeRichText } from "../lib/rich-text.js";
import type { MailContext } from "./template.js";

const small = { color: "#868e96", fontSize: "12px", lineHeight: "18px", margin: "0 0 6px" };

/** The frame of every mail: the network's name on top, the footer and the mail imprint below. */
export function MailLayout({
  c,
  preview,
  footer,
  member = true,
  children,
}: {
  c: MailContext;
  preview: string;
  /** Why the recipient gets the mail; "as a member of the network" unless the template says otherwise. */
  footer?: string;
  /** False when the address belongs to no member (an applicant): the footer then claims no membership. */
  member?: boolean;
  children: ReactNode;
}) {
  const imprint = c.brand.imprintHtml ? sanitizeRichText("mail_imprint", c.brand.imprintHtml) : "";
  return (
    <Html lang={c.language.replace("_", "-")}>
      <Head />
      <Preview>{preview}</Preview>
      <Body style={{ backgroundColor: "#f1f3f5", fontFamily: "Helvetica, Arial, sans-serif", margin: 0 }}>
        <Container style={{ backgroundColor: "#ffffff", margin: "24px auto", maxWidth: "560px", padding: "24px" }}>
          <Text style={{ fontSize: "18px", fontWeight: 700, margin: "0 0 18px" }}>{c.brand.name}</Text>
          {children}
          <Hr style={{ borderColor: "#dee2e6", margin: "24px 0 12px" }} />
          <Text style={small}>
            {footer ?? c.t(member ? "layout.footer" : "layout.addressFooter", { network: c.brand.name })}
          </Text>
          {imprint ? (
            // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by the mail imprint allowlist above
            <div style={small} dangerouslySetInnerHTML={{ __html: imprint }} />
          ) : null}
        </Container>
      </Body>
    </Html>
  );
}
