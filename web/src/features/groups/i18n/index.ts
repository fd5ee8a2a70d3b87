import { featureTexts } from "../../../i18n/namespaces";
import type { GroupsMessages } from "./en";

declare module "../../../i18n/namespaces" {
  interface FeatureNamespaces {
    groups: GroupsMessages;
  }
}

/** Texts of groups, the directory's lists and the member settings screens, loaded with the routes that show them. */
export default featureTexts("groups");
