import type { ActivityObjectSummary } from "@intranet/contracts";
import type { ActivityType } from "../module.js";
import { readableFiles } from "./files.access.js";

/** The activity type `file`: a stream shows a new file by its name, linking to its page, to those who may read it. */
export const fileActivityType: ActivityType = {
  async present(db, member, ids) {
    const rows = await readableFiles(db, member, ids);
    return new Map<string, ActivityObjectSummary>(
      rows.map(({ file }) => [
        file.id,
        {
          id: file.id,
          title: file.name,
          html_url: `/files/${file.id}`,
          starts_at: null,
          ends_at: null,
          all_day: false,
          time_zone: null,
          location: null,
        },
      ]),
    );
  },
};
