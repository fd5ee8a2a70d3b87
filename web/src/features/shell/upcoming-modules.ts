import { IconActivity, IconFolder } from "@tabler/icons-react";
import { defineFeature } from "../manifest";

/*
 * Activities and files have no web feature yet; their links lead to the paths the spec gives them.
 * Each becomes its feature's own manifest when the module is built.
 */
export const activitiesPlaceholder = defineFeature({
  key: "activities",
  moduleLinks: [
    {
      key: "activities",
      label: "userbar.activities",
      to: "/activitystreams/all",
      icon: IconActivity,
      alsoActiveOn: ["/activitystreams", "/activities"],
    },
  ],
  tiles: [
    {
      key: "activities",
      to: "/activitystreams/all",
      icon: IconActivity,
      title: "userbar.activities",
      text: "dashboard.activities",
    },
  ],
});

export const filesPlaceholder = defineFeature({
  key: "files",
  moduleLinks: [{ key: "files", label: "userbar.files", to: "/files", icon: IconFolder }],
  tiles: [{ key: "files", to: "/files", icon: IconFolder, title: "userbar.files", text: "dashboard.files" }],
});
