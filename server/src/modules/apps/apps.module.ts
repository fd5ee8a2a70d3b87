import { APPS_TOPIC } from "@intranet/contracts";
import type { ModuleDescriptor } from "../module.js";
import { mayReadItemUpload, readableAppIds } from "./apps.access.js";
import { appChoices } from "./apps.repo.js";
import { appsRoutes } from "./apps.routes.js";
import * as schema from "./apps.schema.js";
import { itemActivityType } from "./item-activity.js";
import { itemsSearch } from "./search.repo.js";

/** Apps: typed collections of items defined in the app creator, shown as lists and walls (kanban). */
export const appsModule: ModuleDescriptor = {
  name: "apps",
  routes: appsRoutes,
  schema,
  searchSources: { items: itemsSearch },
  // `apps:{app id}`: an item changed, for whoever may read the app.
  topicAccess: { [APPS_TOPIC]: { allowed: readableAppIds } },
  // An item's files and images: whoever may read the item.
  fileAccess: (db, member, upload) => mayReadItemUpload(db, member, upload.id),
  // The navigation editor's "apps" type: the network's apps, or a group's.
  navigationApps: appChoices,
  // A group's administration: its apps, and the way to a new one (the web's /groups/{slug}/administration/apps).
  groupAdministrationLinks: () => [{ label: "apps.shell.apps", below: "/administration/apps" }],
  // The activity integration's posts about new items: shown to those who may read the item's app.
  activityTypes: { item: itemActivityType },
};
