import type { NamespaceBundle } from "../../../i18n/namespaces";
import { filesDe } from "./de";
import { filesDeDu } from "./de_DU";
import { type FilesMessages, filesEn } from "./en";
import { filesEs } from "./es";
import { filesFr } from "./fr";

declare module "../../../i18n/namespaces" {
  interface FeatureNamespaces {
    files: FilesMessages;
  }
}

/** The files' texts in all five languages, loaded with their routes. */
export default {
  files: { en: filesEn, de: filesDe, de_DU: filesDeDu, es: filesEs, fr: filesFr },
} satisfies NamespaceBundle;
