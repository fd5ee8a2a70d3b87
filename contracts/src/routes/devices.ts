import { errorResponse, idParams } from "../common.js";
import { createDeviceBody, device, deviceList, deviceSettings, updateDeviceSettingsBody } from "../devices.js";
import { defineRoutes, noContent } from "../route.js";

export const devicesApi = defineRoutes("devices", {
  list: { method: "GET", path: "/api/v1/devices", response: { 200: deviceList } },
  create: {
    method: "POST",
    path: "/api/v1/devices",
    body: createDeviceBody,
    response: { 201: device, 400: errorResponse },
  },
  remove: { method: "DELETE", path: "/api/v1/devices/:id", params: idParams, response: { 204: noContent } },
  settings: {
    method: "GET",
    path: "/api/v1/devices/:id/settings",
    params: idParams,
    response: { 200: deviceSettings },
  },
  updateSettings: {
    method: "POST",
    path: "/api/v1/devices/:id/settings",
    params: idParams,
    body: updateDeviceSettingsBody,
    response: { 200: deviceSettings },
  },
});
