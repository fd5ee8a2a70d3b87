import type { AbuseSubjectType } from "@intranet/contracts";
import { useNetwork } from "../api/network";

/** The report form for one subject (the abuse-reports feature's `/report/new`). */
export const reportPath = (type: AbuseSubjectType, id: string) =>
  `/report/new?${new URLSearchParams({ type, id }).toString()}`;

/**
 * Where a "Report" menu item leads, or null when it is not shown: abuse reports off, nobody signed in, or the
 * member's own content (or their own profile). Its label is `abuse_reports.shell.report`.
 */
export function useReportPath(type: AbuseSubjectType, id: string, authorId: string | null | undefined): string | null {
  const network = useNetwork();
  const me = network.current_member;
  if (!network.config.abuse_reports.enabled || !me) return null;
  if (authorId === me.id) return null;
  return reportPath(type, id);
}
