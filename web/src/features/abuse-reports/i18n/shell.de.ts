import type { AbuseReportsShellMessages } from "./shell";

/** This feature's shell texts in German. */
export default {
  abuse_reports: {
    shell: {
      abuse_reports: "Missbrauchsmeldungen",
      report: "Melden",
      more: "Weitere Aktionen",
    } satisfies AbuseReportsShellMessages,
  },
};
