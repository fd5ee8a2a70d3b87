import { featureTexts } from "../../../i18n/namespaces";
import type { InvitationsMessages } from "./en";

declare module "../../../i18n/namespaces" {
  interface FeatureNamespaces {
    invitations: InvitationsMessages;
  }
}

/** Invitation texts, one language at a time. */
export default featureTexts("invitations");
