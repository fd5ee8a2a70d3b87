import { featureTexts } from "../../../i18n/namespaces";
import type { BlogsMessages } from "./en";

declare module "../../../i18n/namespaces" {
  interface FeatureNamespaces {
    blogs: BlogsMessages;
  }
}

/** The blogs' texts, one language at a time. */
export default featureTexts("blogs");
