import type { MemberSettings } from "@intranet/contracts";

export type DigestChoice = "disabled" | "all" | "selected_groups";
type Daily = MemberSettings["email_daily_digests"];

/** Daily digests as the form shows them (§4): disabled, all, or selected groups. */
export function digestChoiceOf(d: Daily): DigestChoice {
  if (!d.enabled) return "disabled";
  return d.group_ids === "all" ? "all" : "selected_groups";
}

/** The form's choice mapped back to enabled and group_ids; "all" sends the value all. */
export function dailyDigestsFor(choice: DigestChoice, groupIds: string[], includeNetworkLevel: boolean): Daily {
  if (choice === "disabled") return { enabled: false, group_ids: "all", include_network_level: includeNetworkLevel };
  if (choice === "all") return { enabled: true, group_ids: "all", include_network_level: includeNetworkLevel };
  return { enabled: true, group_ids: groupIds, include_network_level: includeNetworkLevel };
}
