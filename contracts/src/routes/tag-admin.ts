import { errorResponse, idParams } from "../common.js";
import { defineRoutes, noContent } from "../route.js";
import { adminTag, adminTagList, adminTagQuery, tagMergeBody, tagRenameBody } from "../tag-admin.js";

const errors = { 403: errorResponse, 404: errorResponse, 422: errorResponse };

/**
 * Tags administration (administration §2 "/administration/tags"): network administrators list, rename, merge and
 * delete the network's tags; renames and merges rewrite every body and profile that carries the tag.
 */
export const tagAdminApi = defineRoutes("administration", {
  tags: {
    method: "GET",
    path: "/administration/tags",
    query: adminTagQuery,
    response: { 200: adminTagList, ...errors },
  },
  renameTag: {
    method: "PUT",
    path: "/administration/tags/:id",
    params: idParams,
    body: tagRenameBody,
    response: { 200: adminTag, ...errors },
  },
  mergeTags: {
    method: "POST",
    path: "/administration/tags/merge",
    body: tagMergeBody,
    response: { 200: adminTag, ...errors },
  },
  destroyTag: {
    method: "DELETE",
    path: "/administration/tags/:id",
    params: idParams,
    response: { 204: noContent, ...errors },
  },
});
