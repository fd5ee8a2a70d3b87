import type { AbuseReportsShellMessages } from "./shell";

/** This feature's shell texts in French. */
export default {
  abuse_reports: {
    shell: {
      abuse_reports: "Signalements d'abus",
      report: "Signaler",
      more: "Plus d'actions",
    } satisfies AbuseReportsShellMessages,
  },
};
