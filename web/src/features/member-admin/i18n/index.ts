import type { NamespaceBundle } from "../../../i18n/namespaces";
import { memberAdminDe } from "./de";
import { type MemberAdminMessages, memberAdminEn } from "./en";
import { memberAdminEs } from "./es";
import { memberAdminFr } from "./fr";

declare module "../../../i18n/namespaces" {
  interface FeatureNamespaces {
    memberAdmin: MemberAdminMessages;
  }
}

/** Members administration texts in all five languages (no text addresses the reader, so de_DU is de). */
export default {
  memberAdmin: { en: memberAdminEn, de: memberAdminDe, de_DU: memberAdminDe, es: memberAdminEs, fr: memberAdminFr },
} satisfies NamespaceBundle;
