export { GroupLink, useIsMyGroup } from "../../../components/GroupLink";
