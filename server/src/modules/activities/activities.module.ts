import type { ModuleDescriptor } from "../module.js";
import { activitiesRoutes } from "./activities.routes.js";
import * as schema from "./activities.schema.js";

/** Activity streams: notes and questions in the network's and groups' streams, replies, answers, likes, tags. */
export const activitiesModule: ModuleDescriptor = {
  name: "activities",
  routes: activitiesRoutes,
  schema,
};
