import type { NamespaceBundle } from "../../../i18n/namespaces";
import { invitationsDe } from "./de";
import { type InvitationsMessages, invitationsEn } from "./en";
import { invitationsEs } from "./es";
import { invitationsFr } from "./fr";

declare module "../../../i18n/namespaces" {
  interface FeatureNamespaces {
    invitations: InvitationsMessages;
  }
}

/** Invitation texts in all five languages (de_DU: nothing here addresses the reader differently). */
export default {
  invitations: { en: invitationsEn, de: invitationsDe, de_DU: invitationsDe, es: invitationsEs, fr: invitationsFr },
} satisfies NamespaceBundle;
