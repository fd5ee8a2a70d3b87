import type { FeatureManifest, FeatureRoute } from "../manifest";
import translations from "./i18n";

// What the signed-out entry (src/signed-out.tsx) needs of this feature: the public legal pages and their texts.

const publicPages = () => import("./routes/PublicLegalPages");

/** Readable without an account (and by members): the legal texts and the imprint. */
export const administrationPublicRoutes: FeatureRoute[] = [
  {
    path: "legal",
    handle: { title: "administration.shell.legal_texts" },
    lazy: async () => ({ Component: (await publicPages()).LegalIndexPage }),
  },
  {
    path: "legal/:handle",
    handle: { title: "administration.shell.legal_texts" },
    lazy: async () => ({ Component: (await publicPages()).LegalTextPublicPage }),
  },
  {
    path: "imprint",
    handle: { title: "administration.shell.imprint" },
    lazy: async () => ({ Component: (await publicPages()).ImprintPage }),
  },
];

/** The public pages of the feature and their texts (the manifest, index.ts, adds the rest). */
export const administrationPublic = {
  key: "administration",
  publicRoutes: administrationPublicRoutes,
  translations,
  // The pages' titles are shell labels.
} satisfies FeatureManifest;
