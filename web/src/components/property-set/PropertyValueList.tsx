import type { Property, PropertyValues } from "@intranet/contracts";
import { Fragment, type ReactNode } from "react";
import { formatDate } from "../../lib/dates";
import { asList, asText, isEmpty } from "./property-values";

/**
 * A set's filled values as a person reads them: option labels, dates, tags joined; members and uploads as the screen
 * shows them (`list`). Each row through `row`, all of them through `container`; nothing when no value is filled.
 */
export function PropertyValueList({
  properties,
  value,
  list,
  row,
  container,
}: {
  properties: Property[];
  value: PropertyValues;
  list: (property: Property, ids: string[]) => ReactNode;
  row: (property: Property, shown: ReactNode) => ReactNode;
  container: (rows: ReactNode) => ReactNode;
}) {
  const filled = properties.filter((p) => !isEmpty(value[p.name]));
  if (filled.length === 0) return null;
  const shown = (p: Property): ReactNode => {
    const v = value[p.name];
    if (p.type === "selection") return p.options.find((o) => o.value === v)?.label ?? asText(v);
    if (p.type === "tag") return asList(v).join(", ");
    if (Array.isArray(v)) return list(p, v);
    return p.type === "date" ? formatDate(asText(v)) : asText(v);
  };
  return container(filled.map((p) => <Fragment key={p.name}>{row(p, shown(p))}</Fragment>));
}
