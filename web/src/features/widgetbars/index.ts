import { defineFeature, type FeatureRoute } from "../manifest";
import translations from "./i18n";

const indexPage = () => import("./routes/WidgetbarsIndexPage");
const editPage = () => import("./routes/WidgetbarEditPage");

/**
 * Widget bars (server module `widgetbars`): the editors of the network's and a group's bars, and the sidebar the
 * streams show beside their content (`WithWidgetSidebar`).
 */
export const widgetbarsRoutes: FeatureRoute[] = [
  {
    path: "administration/widgetbars",
    handle: { title: "widgetbars.shell.widgetbars" },
    lazy: async () => ({ Component: (await indexPage()).WidgetbarsIndexPage }),
  },
  {
    path: "administration/widgetbars/:identifier/edit",
    handle: { title: "widgetbars.shell.widgetbars" },
    lazy: async () => ({ Component: (await editPage()).WidgetbarEditPage }),
  },
  {
    path: "groups/:slug/administration/widgetbars",
    handle: { title: "widgetbars.shell.widgetbars" },
    lazy: async () => ({ Component: (await indexPage()).GroupWidgetbarsIndexPage }),
  },
  {
    path: "groups/:slug/administration/widgetbars/:identifier/edit",
    handle: { title: "widgetbars.shell.widgetbars" },
    lazy: async () => ({ Component: (await editPage()).GroupWidgetbarEditPage }),
  },
];

/** A stream's content with the widget bar beside it (`as-{slug}` or `g-{group id}-as-{slug}`). */
export { WithWidgetSidebar } from "./components/SidebarSlot";

export const widgetbarsFeature = defineFeature({
  key: "widgetbars",
  routes: widgetbarsRoutes,
  translations,
  // The administrators' screens sit behind the administration's AdminOnly guard.
  shows: ["administration"],
});
