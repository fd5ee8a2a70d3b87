import { z } from "zod";
import { errorResponse, id, idParams } from "./common.js";
import { memberSummary } from "./members.js";
import { defineRoutes, noContent } from "./route.js";

// Group-category administrators (issue 30 "Group membership administration", administration §6 "group category
// administrators see a link per category"): appointed and dismissed by the network's administrators; they
// administrate every group of their category. The spec names no route; these follow the members administration's.

/** GET /administration/group-categories/{id}/admins: the category and its administrators, by name. */
export const categoryAdminList = z.object({
  group_category: z.object({ id, name: z.string(), plural_name: z.string() }),
  admins: z.array(memberSummary),
});
export type CategoryAdminList = z.infer<typeof categoryAdminList>;

/** POST /administration/group-categories/{id}/admins: the member to appoint. */
export const categoryAdminBody = z.object({ membership_id: id });
export type CategoryAdminBody = z.infer<typeof categoryAdminBody>;

export const categoryAdminParams = z.object({ id, memberId: id });

const errors = { 403: errorResponse, 404: errorResponse, 409: errorResponse, 422: errorResponse };

export const categoryAdminsApi = defineRoutes("category-admins", {
  list: {
    method: "GET",
    path: "/administration/group-categories/:id/admins",
    params: idParams,
    response: { 200: categoryAdminList, ...errors },
  },
  appoint: {
    method: "POST",
    path: "/administration/group-categories/:id/admins",
    params: idParams,
    body: categoryAdminBody,
    response: { 201: memberSummary, ...errors },
  },
  dismiss: {
    method: "DELETE",
    path: "/administration/group-categories/:id/admins/:memberId",
    params: categoryAdminParams,
    response: { 204: noContent, ...errors },
  },
});
