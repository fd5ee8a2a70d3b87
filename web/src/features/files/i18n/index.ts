import { featureTexts } from "../../../i18n/namespaces";
import type { FilesMessages } from "./en";

declare module "../../../i18n/namespaces" {
  interface FeatureNamespaces {
    files: FilesMessages;
  }
}

/** The files' texts, one language at a time, loaded with their routes. */
export default featureTexts("files");
