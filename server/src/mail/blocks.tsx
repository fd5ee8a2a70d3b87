import { Button } from "@react-email/button";
import { Link } from "@react-email/link";
import { Section } from "@react-email/section";
import { Text } from "@react-email/text";
import { createElement, type ReactNode } from "react";
import { sanitizeRichText } from "../lib/rich-text.js";

// The parts templates are made of. Texts and member-supplied values are passed as strings, which React
// escapes; only RichText inserts markup, and only after the allowlist of its kind.

const paragraph = { fontSize: "15px", lineHeight: "22px", margin: "0 0 14px" };

export function Paragraph({ children }: { children: ReactNode }) {
  return <Text style={paragraph}>{children}</Text>;
}

/** A prominent link; the text part shows its label followed by the address. */
export function Action({ href, children }: { href: string; children: string }) {
  return (
    <Section style={{ margin: "6px 0 18px" }}>
      <Button
        href={href}
        style={{
          backgroundColor: "#1c7ed6",
          borderRadius: "4px",
          color: "#ffffff",
          fontSize: "15px",
          padding: "10px 18px",
          textDecoration: "none",
        }}
      >
        {children}
      </Button>
    </Section>
  );
}

/** A plain link in a line of its own, for secondary actions. */
export function LinkLine({ href, children }: { href: string; children: string }) {
  return (
    <Text style={{ ...paragraph, margin: "0 0 6px" }}>
      <Link href={href} style={{ color: "#1c7ed6" }}>
        {children}
      </Link>
    </Text>
  );
}

/** Text a member wrote (an invitation note, a message to attendees): kept as typed, line breaks included. */
export function MemberText({ text, quoted = true }: { text: string; quoted?: boolean }) {
  const paragraphs = text.split(/\n{2,}/).filter((p) => p.trim() !== "");
  const frame = quoted ? { borderLeft: "3px solid #dee2e6", paddingLeft: "12px" } : {};
  // Children passed as arguments need no keys: paragraphs and lines have no identity besides their order.
  return createElement(
    Section,
    { style: { ...frame, margin: "0 0 14px" } },
    ...paragraphs.map((p) =>
      createElement(
        Text,
        { style: paragraph },
        // biome-ignore lint/correctness/useJsxKeyInIterable: spread as arguments, so React asks for no keys
        ...p.split("\n").flatMap((line, j) => (j === 0 ? [line] : [createElement("br"), line])),
      ),
    ),
  );
}

/** Stored rich text of one kind, cleaned again by that kind's allowlist before it is inserted. */
export function RichText({ kind, html }: { kind: "message" | "appointment_description"; html: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by the kind's allowlist right here
  return <div style={paragraph} dangerouslySetInnerHTML={{ __html: sanitizeRichText(kind, html) }} />;
}
