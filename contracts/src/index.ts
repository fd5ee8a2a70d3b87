export * from "./auth.js";
export * from "./calendar.js";
export * from "./common.js";
export * from "./groups.js";
export * from "./members.js";
export * from "./messages.js";
export * from "./network.js";
export * from "./storage.js";
