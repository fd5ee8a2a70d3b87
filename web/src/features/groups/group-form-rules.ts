import type { GroupAccess } from "@intranet/contracts";

/**
 * The access choices of the group form (§4): hidden only with can.create_hidden, open disabled for
 * sensitive groups, closed not offered for the active main group.
 */
export function accessOptions(o: { canCreateHidden: boolean; sensitive: boolean; activeMainGroup: boolean }) {
  const options: { value: GroupAccess; disabled: boolean }[] = [{ value: "open", disabled: o.sensitive }];
  if (!o.activeMainGroup) options.push({ value: "closed", disabled: false });
  if (o.canCreateHidden) options.push({ value: "hidden", disabled: false });
  return options;
}
