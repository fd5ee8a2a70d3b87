import type { ModuleDescriptor } from "../module.js";
import { crawlsCarriedFor, mayReadActivityAttachment } from "./activities.access.js";
import { activitiesRoutes } from "./activities.routes.js";
import * as schema from "./activities.schema.js";
import { postObjectActivity, removeObjectActivities } from "./activities.service.js";
import * as linkSchema from "./links.schema.js";
import * as pollSchema from "./polls.schema.js";
import { activitiesSearch } from "./search.repo.js";
import * as streamSchema from "./streams.schema.js";

/** Activity streams: notes, questions, polls and date polls in the network's and groups' streams, replies, answers, likes, tags, votes. */
export const activitiesModule: ModuleDescriptor = {
  name: "activities",
  routes: activitiesRoutes,
  schema: { ...schema, ...pollSchema, ...streamSchema, ...linkSchema },
  // Images and files of an activity or its replies: whoever may read the activity.
  fileAccess: (db, member, upload) => mayReadActivityAttachment(db, member, upload.id),
  // A post's or reply's link preview: its crawl for whoever may read the activity.
  crawlCarriers: crawlsCarriedFor,
  searchSources: { activities: activitiesSearch },
  // Activities other modules post about their objects (appointments, files), through ctx.modules.objectActivities.
  objectActivities: { post: postObjectActivity, remove: removeObjectActivities },
};
