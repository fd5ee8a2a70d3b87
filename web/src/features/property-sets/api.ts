import {
  type PropertySetBody,
  type PropertySetContextType,
  type PropertySetName,
  propertySetsApi,
} from "@intranet/contracts";
import { queryOptions } from "@tanstack/react-query";
import { api } from "../../api/route-client";

export type SetContext = { type: PropertySetContextType; id: string | null };

const contextQuery = (context: SetContext) => ({
  context_type: context.type,
  ...(context.id ? { context_id: context.id } : {}),
});

/** A context's own property set (`type: null`: none yet), or with `inherit` the effective one. */
export const propertySetQuery = (name: PropertySetName, context: SetContext, inherit = false) =>
  queryOptions({
    queryKey: ["property-sets", name, context.type, context.id, inherit],
    queryFn: ({ signal }) =>
      api(
        propertySetsApi.show,
        { params: { name }, query: { ...contextQuery(context), ...(inherit ? { inherit: "true" as const } : {}) } },
        { signal },
      ),
    retry: false,
  });

export const savePropertySet = (name: PropertySetName, context: SetContext, body: PropertySetBody) =>
  api(propertySetsApi.update, { params: { name }, query: contextQuery(context), body });
