import type { AbuseReportsShellMessages } from "./shell";

/** This feature's shell texts in Spanish. */
export default {
  abuse_reports: {
    shell: {
      abuse_reports: "Denuncias de abuso",
      report: "Denunciar",
      more: "Más acciones",
    } satisfies AbuseReportsShellMessages,
  },
};
