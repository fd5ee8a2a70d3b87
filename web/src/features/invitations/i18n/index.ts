import type { NamespaceBundle } from "../../../i18n/namespaces";
import { invitationsDe } from "./de";
import { invitationsDeDu } from "./de_DU";
import { type InvitationsMessages, invitationsEn } from "./en";
import { invitationsEs } from "./es";
import { invitationsFr } from "./fr";

declare module "../../../i18n/namespaces" {
  interface FeatureNamespaces {
    invitations: InvitationsMessages;
  }
}

/** Invitation texts in all five languages. */
export default {
  invitations: { en: invitationsEn, de: invitationsDe, de_DU: invitationsDeDu, es: invitationsEs, fr: invitationsFr },
} satisfies NamespaceBundle;
