import type { ModuleDescriptor } from "../module.js";
import { translationRoutes } from "./translation.routes.js";

/** Machine translation of what other modules declare translatable (their descriptors' translatables). */
export const translationModule: ModuleDescriptor = {
  name: "translation",
  routes: translationRoutes,
};
