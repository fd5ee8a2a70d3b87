import { type SQL, sql } from "drizzle-orm";

/** SQL: an activity count of 0, the group page's column when no module counts a group's activities. */
export const noActivityCount = (): SQL<number> => sql<number>`0`;
