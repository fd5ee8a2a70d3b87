import { featureTexts } from "../../../i18n/namespaces";
import type { MemberAdminMessages } from "./en";

declare module "../../../i18n/namespaces" {
  interface FeatureNamespaces {
    memberAdmin: MemberAdminMessages;
  }
}

/** Members administration texts, one language at a time (no text addresses the reader, so de_DU is de). */
export default featureTexts("member-admin");
