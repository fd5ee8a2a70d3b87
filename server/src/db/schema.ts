// Every module's tables, for Drizzle's query builder and drizzle-kit.
export * from "../modules/auth/auth.schema.js";
export * from "../modules/calendar/calendar.schema.js";
export * from "../modules/groups/groups.schema.js";
export * from "../modules/mail/mail.schema.js";
export * from "../modules/members/members.schema.js";
export * from "../modules/messages/messages.schema.js";
export * from "../modules/network/network.schema.js";
export * from "../modules/participation/participation.schema.js";
export * from "../modules/storage/storage.schema.js";
export * from "../modules/two-factor/two-factor.schema.js";
export * from "../realtime/realtime.schema.js";
