import { z } from "zod";
import { errorResponse } from "../common.js";
import { defineRoutes } from "../route.js";

export const translationLanguage = z.object({ code: z.string(), name: z.string() });
export const translationResponse = z.object({ language: z.string(), fields: z.record(z.string(), z.string()) });
export const translationParams = z.object({
  lng: z.string().regex(/^[A-Za-z]{2}(-[A-Za-z]{2,4})?$/),
  type: z.string().max(40),
  id: z.string().max(80),
});

export const translationApi = defineRoutes("translation", {
  languages: { method: "GET", path: "/translations/languages", response: { 200: z.array(translationLanguage) } },
  translate: {
    method: "GET",
    path: "/translations/:lng/:type/:id",
    params: translationParams,
    response: { 200: translationResponse, 404: errorResponse, 502: errorResponse },
  },
});
