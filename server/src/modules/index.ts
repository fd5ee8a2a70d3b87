import type { FastifyPluginAsync } from "fastify";
import type { AppContext } from "../context.js";
import { authRoutes } from "./auth/auth.routes.js";
import { calendarRoutes } from "./calendar/calendar.routes.js";
import { directoryRoutes } from "./directory/directory.routes.js";
import { groupsRoutes } from "./groups/groups.routes.js";
import { mailRoutes } from "./mail/mail.routes.js";
import { membersRoutes } from "./members/members.routes.js";
import { messagesRoutes } from "./messages/messages.routes.js";
import { networkRoutes } from "./network/network.routes.js";
import { participationRoutes } from "./participation/participation.routes.js";
import { storageRoutes } from "./storage/storage.routes.js";
import { twoFactorRoutes } from "./two-factor/two-factor.routes.js";

/** Every domain module; adding a module is a folder and one line here. */
export const modules: FastifyPluginAsync<AppContext>[] = [
  authRoutes,
  networkRoutes,
  membersRoutes,
  groupsRoutes,
  calendarRoutes,
  participationRoutes,
  storageRoutes,
  twoFactorRoutes,
  mailRoutes,
  messagesRoutes,
  directoryRoutes,
];
