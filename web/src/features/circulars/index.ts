import { UnreadKey } from "@intranet/contracts";
import { IconSpeakerphone } from "@tabler/icons-react";
import { defineFeature, type FeatureRoute } from "../manifest";
import translations from "./i18n";

/** /rundschreiben: circulars administrators send, each reader confirms (communication §2). */
export const circularsRoutes: FeatureRoute[] = [
  {
    path: "rundschreiben",
    handle: { title: "circulars.title" },
    lazy: async () => ({ Component: (await import("./routes/CircularsPage")).CircularsPage }),
  },
  {
    path: "rundschreiben/new",
    handle: { title: "circulars.form.title" },
    lazy: async () => ({ Component: (await import("./routes/NewCircularPage")).NewCircularPage }),
  },
  {
    path: "groups/:slug/rundschreiben",
    handle: { title: "circulars.title" },
    lazy: async () => ({ Component: (await import("./routes/CircularsPage")).GroupCircularsPage }),
  },
  {
    path: "rundschreiben/:id",
    handle: { title: "circulars.title" },
    lazy: async () => ({ Component: (await import("./routes/CircularPage")).CircularPage }),
  },
];

export const circularsFeature = defineFeature({
  key: "circulars",
  routes: circularsRoutes,
  translations,
  /** The new-circular form reads the member's groups through the groups feature. */
  shows: ["groups"],
  moduleLinks: [
    {
      key: "circulars",
      label: "circulars.shell.link",
      to: "/rundschreiben",
      icon: IconSpeakerphone,
      badge: { unread: UnreadKey.Circulars, testId: "circulars-unread-badge" },
    },
  ],
  notifications: [
    {
      key: "circulars",
      unread: UnreadKey.Circulars,
      to: "/rundschreiben",
      label: "circulars.shell.notification",
      icon: IconSpeakerphone,
    },
  ],
});
