import { Navigate } from "react-router";
import { useNetwork } from "../../../api/network";

/**
 * /groups: the spec lists groups in the directory, one tab per group category (/directory/{category}),
 * so the bare groups address opens the first category's tab (the member directory when there is none).
 */
export function GroupsIndexPage() {
  const [first] = useNetwork().group_categories;
  return <Navigate to={first ? `/directory/${first.slug}` : "/directory"} replace />;
}
