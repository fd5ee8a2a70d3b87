import { z } from "zod";
import { errorResponse, id } from "../common.js";
import { defineRoutes, fileResponse, noContent } from "../route.js";
import { imageSizeParams, publishBody, publishResponse, storageDirectory, storedFile } from "../storage.js";

export const storageDirectoryParams = z.object({ directory: storageDirectory });
export const storedFileParams = z.object({ directory: storageDirectory, id });
export const storedFileQuery = z.object({ download: z.literal("1").optional() });

/** Uploads (multipart, so no body schema), publishing, and the files themselves (`produces: "file"`). */
export const storageApi = defineRoutes("storage", {
  upload: {
    method: "POST",
    path: "/api/storage/:directory",
    params: storageDirectoryParams,
    response: { 201: storedFile, 413: errorResponse, 422: errorResponse },
  },
  publish: {
    method: "POST",
    path: "/api/storage/:directory/publish",
    params: storageDirectoryParams,
    body: publishBody,
    response: { 200: publishResponse, 404: errorResponse },
  },
  remove: {
    method: "DELETE",
    path: "/api/storage/:directory/:id",
    params: storedFileParams,
    response: { 204: noContent, 404: errorResponse },
  },
  image: {
    method: "GET",
    path: "/api/storage/images/:id/get/:size",
    params: imageSizeParams,
    produces: "file",
    response: { 200: fileResponse, 404: errorResponse },
  },
  preview: {
    method: "GET",
    path: "/api/storage/:directory/:id/preview",
    params: storedFileParams,
    produces: "file",
    response: { 200: fileResponse, 404: errorResponse },
  },
  file: {
    method: "GET",
    path: "/api/storage/:directory/:id",
    params: storedFileParams,
    query: storedFileQuery,
    produces: "file",
    response: { 200: fileResponse, 404: errorResponse },
  },
});
