import type { SearchModule } from "@intranet/contracts";
import {
  type Icon,
  IconActivity,
  IconApps,
  IconBroadcast,
  IconCalendar,
  IconChecklist,
  IconFile,
  IconFileText,
  IconFolder,
  IconMail,
  IconNews,
  IconUser,
  IconUsersGroup,
} from "@tabler/icons-react";

/** One icon per module, for the results page's headings and the header's suggestions. */
export const moduleIcons: Record<SearchModule, Icon> = {
  activities: IconActivity,
  messages: IconMail,
  appointments: IconCalendar,
  articles: IconNews,
  files: IconFile,
  folders: IconFolder,
  members: IconUser,
  groups: IconUsersGroup,
  pages: IconFileText,
  items: IconApps,
  tasks: IconChecklist,
  channels: IconBroadcast,
};
