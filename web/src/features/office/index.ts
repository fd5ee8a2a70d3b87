import { defineFeature, type FeatureRoute } from "../manifest";
import translations from "./i18n";

export { DocumentActions } from "./components/DocumentActions";

/** Office documents in the browser: the host page a document action opens in a new tab. */
export const officeRoutes: FeatureRoute[] = [
  {
    path: "files/:fileId/:type/host/:action",
    handle: { title: "office.host.title.view" },
    lazy: async () => ({ Component: (await import("./routes/OfficeHostPage")).OfficeHostPage }),
  },
];

export const officeFeature = defineFeature({
  key: "office",
  routes: officeRoutes,
  translations,
});
