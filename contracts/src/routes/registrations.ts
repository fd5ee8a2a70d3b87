import { messageResponse } from "../auth.js";
import { errorResponse, idParams } from "../common.js";
import {
  captchaChallenge,
  confirmationBody,
  confirmationResponse,
  networkJoinRequestDeclineBody,
  networkJoinRequestList,
  signUpBody,
  signUpProfileProperties,
} from "../registrations.js";
import { defineRoutes, noContent } from "../route.js";

const adminErrors = { 403: errorResponse, 404: errorResponse };

/**
 * Joining without an invitation (administration §3 join settings): sign-up with e-mail confirmation, the captcha,
 * and the administrators' decision on applications in a moderated network. 404 while the network does not allow it.
 */
export const registrationsApi = defineRoutes("registrations", {
  /** Not named by the spec: a fresh proof-of-work challenge for the sign-up form's captcha. */
  captchaChallenge: {
    method: "GET",
    path: "/api/v1/registrations/captcha",
    response: { 200: captchaChallenge, 404: errorResponse },
  },
  /** Not named by the spec: the member profile's fields of the sign-up form. */
  signUpProfileProperties: {
    method: "GET",
    path: "/api/v1/registrations/member_profile",
    response: { 200: signUpProfileProperties, 404: errorResponse },
  },
  signUp: {
    method: "POST",
    path: "/users",
    body: signUpBody,
    response: { 200: messageResponse, 404: errorResponse, 422: errorResponse, 429: errorResponse },
  },
  confirm: {
    method: "POST",
    path: "/users/confirmation",
    body: confirmationBody,
    response: { 200: confirmationResponse, 409: errorResponse, 422: errorResponse, 429: errorResponse },
  },
  joinRequests: {
    method: "GET",
    path: "/administration/join_requests",
    response: { 200: networkJoinRequestList, ...adminErrors },
  },
  acceptJoinRequest: {
    method: "POST",
    path: "/administration/join_requests/:id/accept",
    params: idParams,
    response: { 204: noContent, ...adminErrors, 409: errorResponse },
  },
  declineJoinRequest: {
    method: "POST",
    path: "/administration/join_requests/:id/decline",
    params: idParams,
    body: networkJoinRequestDeclineBody,
    response: { 204: noContent, ...adminErrors, 409: errorResponse },
  },
});
