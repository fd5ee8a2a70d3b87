import type { RouteObject } from "react-router";
import { defineFeature } from "../manifest";

export { DocumentActions } from "./components/DocumentActions";

/** Office documents in the browser: the host page a document action opens in a new tab. */
export const officeRoutes: RouteObject[] = [
  {
    path: "files/:fileId/:type/host/:action",
    lazy: async () => ({ Component: (await import("./routes/OfficeHostPage")).OfficeHostPage }),
  },
];

export const officeFeature = defineFeature({
  key: "office",
  routes: officeRoutes,
  translations: () => import("./i18n"),
});
