import { sql } from "drizzle-orm";
import type { BlogHost } from "./blog-hosts.js";

/** No host: every blog readable, none managed through a host, no channel's blog, nobody subscribed. */
export const noBlogHost: BlogHost = {
  readable: () => sql`true`,
  manageable: () => sql`false`,
  blogOfSlug: async () => null,
  channelOf: async () => null,
  subscribed: () => sql`false`,
  subscriberIds: async () => [],
};
