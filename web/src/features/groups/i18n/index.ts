import type { NamespaceBundle } from "../../../i18n/namespaces";
import { groupsDe } from "./de";
import { groupsDeDu } from "./de_DU";
import { type GroupsMessages, groupsEn } from "./en";
import { groupsEs } from "./es";
import { groupsFr } from "./fr";

declare module "../../../i18n/namespaces" {
  interface FeatureNamespaces {
    groups: GroupsMessages;
  }
}

/** Texts of groups, the directory's lists and the member settings screens, loaded with the routes that show them. */
export default {
  groups: { en: groupsEn, de: groupsDe, de_DU: groupsDeDu, es: groupsEs, fr: groupsFr },
} satisfies NamespaceBundle;
