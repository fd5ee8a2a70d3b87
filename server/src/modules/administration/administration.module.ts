import type { ModuleDescriptor } from "../module.js";
import { networkPreloadPart } from "../network/network-hooks.js";
import { administrationRoutes } from "./administration.routes.js";
import * as schema from "./administration.schema.js";
import { rollUpStatistics, STATISTICS_ROLLUP } from "./statistics-rollup.service.js";
import { presentTheme } from "./theme.presenter.js";
import { isActiveNetworkThemeImage, isThemeImage, networkThemeColumn, themeFromJson } from "./themes.repo.js";
import * as themeSchema from "./themes.schema.js";

/**
 * Network administration: the administration userbar (other modules add their screens through
 * `administrationLinks`), the audit log every module writes through `recordAudit`, legal texts and the imprint.
 * It imports no feature module.
 */
export const administrationModule: ModuleDescriptor = {
  name: "administration",
  routes: administrationRoutes,
  schema: { ...schema, ...themeSchema },
  administrationLinks: () => [
    { section: "network", label: "administration.shell.statistics", path: "/administration/statistics" },
    { section: "network", label: "administration.shell.audit_log", path: "/administration/audit_log" },
    { section: "legal", label: "administration.shell.legal_texts", path: "/administration/legal_texts" },
    { section: "legal", label: "administration.shell.imprint", path: "/administration/imprint/edit" },
    { section: "network", label: "designs.shell.designs", path: "/administration/designs" },
    { section: "development", label: "designs.shell.update_central", path: "/administration/update-zentrale" },
  ],
  // The statistics' daily rollup: hourly, so each zone's new day is rolled up within the hour after its midnight.
  jobs: (ctx) => {
    ctx.jobs.register(STATISTICS_ROLLUP, () => rollUpStatistics(ctx, new Date()));
  },
  start: async (ctx) => {
    await ctx.jobs.schedule(STATISTICS_ROLLUP, "7 * * * *", "UTC");
  },
  // Logos, favicons and banners of themes: every member sees the shell they paint.
  fileAccess: (db, _member, upload) => isThemeImage(db, upload.id),
  // Visitors: the network's active theme's images only (the signed-out pages), nothing else of uploads.
  visitorFileAccess: (db, upload) => isActiveNetworkThemeImage(db, upload.id),
  // The network's active theme, for the shell to paint with (§3 Theme).
  networkPreload: networkPreloadPart(
    () => ({ theme: networkThemeColumn() }),
    (req, values) => {
      if (!values?.theme) return { theme: null };
      const theme = presentTheme(themeFromJson(values.theme));
      // A visitor (the signed-out pages) gets the public look only: no theme name, no timestamps.
      return { theme: req.member ? theme : { ...theme, name: "", updated_at: "" } };
    },
    () => ({ theme: networkThemeColumn() }),
  ),
};
