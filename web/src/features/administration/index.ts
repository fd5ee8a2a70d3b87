import { IconMailForward } from "@tabler/icons-react";
import type { RouteObject } from "react-router";
import { defineFeature } from "../manifest";
import { administrationShellTexts } from "./i18n/shell";

/** Network administration; so far the development outbox (server module `mail`). */
export const administrationRoutes: RouteObject[] = [
  {
    path: "administration",
    lazy: async () => ({ Component: (await import("./routes/AdministrationPage")).AdministrationPage }),
  },
  {
    path: "administration/outbox",
    lazy: async () => ({ Component: (await import("./routes/OutboxPage")).OutboxPage }),
  },
];

export const administrationFeature = defineFeature({
  key: "administration",
  routes: administrationRoutes,
  translations: () => import("./i18n"),
  shellTexts: administrationShellTexts,
  adminLinks: [
    { key: "outbox", label: "administration.shell.outbox", to: "/administration/outbox", icon: IconMailForward },
  ],
});
