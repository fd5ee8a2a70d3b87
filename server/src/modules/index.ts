import { activitiesModule } from "./activities/activities.module.js";
import { authModule } from "./auth/auth.module.js";
import { calendarModule } from "./calendar/calendar.module.js";
import { chatModule } from "./chat/chat.module.js";
import { circularsModule } from "./circulars/circulars.module.js";
import { crawlsModule } from "./crawls/crawls.module.js";
import { directoryModule } from "./directory/directory.module.js";
import { filesModule } from "./files/files.module.js";
import { groupPagesModule } from "./group-pages/group-pages.module.js";
import { groupsModule } from "./groups/groups.module.js";
import { mailModule } from "./mail/mail.module.js";
import { membersModule } from "./members/members.module.js";
import { messagesModule } from "./messages/messages.module.js";
import type { ModuleDescriptor } from "./module.js";
import { networkModule } from "./network/network.module.js";
import { notificationsModule } from "./notifications/notifications.module.js";
import { officeModule } from "./office/office.module.js";
import { participationModule } from "./participation/participation.module.js";
import { propertySetsModule } from "./property-sets/property-sets.module.js";
import { realtimeModule } from "./realtime/realtime.module.js";
import { searchModule } from "./search/search.module.js";
import { translationModule } from "./translation/translation.module.js";
import { twoFactorModule } from "./two-factor/two-factor.module.js";
import { unreadsModule } from "./unreads/unreads.module.js";
import { uploadsModule } from "./uploads/uploads.module.js";

/** Every server module, in registration order; adding a module is its folder and one line here. */
export const modules: readonly ModuleDescriptor[] = [
  realtimeModule,
  translationModule,
  unreadsModule,
  authModule,
  networkModule,
  membersModule,
  groupsModule,
  groupPagesModule,
  calendarModule,
  participationModule,
  uploadsModule,
  crawlsModule,
  twoFactorModule,
  mailModule,
  messagesModule,
  directoryModule,
  activitiesModule,
  notificationsModule,
  circularsModule,
  chatModule,
  filesModule,
  officeModule,
  propertySetsModule,
  searchModule,
];
