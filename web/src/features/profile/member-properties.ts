import { type Property, type PropertyValues, propertySetsApi } from "@intranet/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../api/route-client";
import { isEmpty } from "../../components/property-set/property-values";

/*
 * The member profile property set without its inputs: what a form needs to read the set and send its values. The
 * inputs and values (components/MemberProperties.tsx: selects, date pickers, the member picker) load with the screen
 * that shows them, never with the first screen (the feature's index is in the entry chunk).
 */

/** The network's member profile property set (`member_profile`): the extra fields administrators define. */
export const memberProfileSetQuery = queryOptions({
  queryKey: ["property-sets", "member_profile", "network", null, true],
  queryFn: ({ signal }) =>
    api(
      propertySetsApi.show,
      { params: { name: "member_profile" }, query: { context_type: "network", inherit: "true" } },
      { signal },
    ),
  retry: false,
});

/** The member profile's properties; none while loading or when no set is defined. */
export function useMemberProfileProperties(enabled = true): Property[] {
  const query = useQuery({ ...memberProfileSetQuery, enabled });
  return query.data?.properties ?? [];
}

/** The values as a form sends them: only the set's properties, text trimmed, empty values left out. */
export function memberPropertiesBody(properties: Property[], value: PropertyValues): PropertyValues {
  return Object.fromEntries(
    properties.flatMap((p) => {
      const v = value[p.name];
      const sent = typeof v === "string" ? v.trim() : v;
      return sent === undefined || isEmpty(sent) ? [] : [[p.name, sent]];
    }),
  );
}
