import { type PropertySetName, propertySetName } from "@intranet/contracts";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { useNetwork } from "../../../api/network";
import { EmptyState } from "../../../components/EmptyState";
import { usePageTitle } from "../../../lib/page-title";
import { GroupContentLayout } from "../../groups";
import { PropertySetEditor } from "../components/PropertySetEditor";

function useSetName(): PropertySetName | null {
  const { t } = useTranslation();
  const { name } = useParams();
  const parsed = propertySetName.safeParse(name);
  usePageTitle(parsed.success ? t(`propertySets.titles.${parsed.data}`) : null);
  return parsed.success ? parsed.data : null;
}

/** /administration/property_sets/{name}: the network's file or folder profile, for network administrators. */
export function NetworkPropertySetPage() {
  const { t } = useTranslation();
  const network = useNetwork();
  const name = useSetName();
  if (!network.can.administrate || !name) return <EmptyState title={t("errors.notFoundTitle")} />;
  return (
    <PropertySetEditor
      key={name}
      name={name}
      context={{ type: "network", id: null }}
      title={t(`propertySets.titles.${name}`)}
    />
  );
}

/** /groups/{slug}/administration/property_sets/{name}: a group's profile, for the group's administrators. */
export function GroupPropertySetPage() {
  const { t } = useTranslation();
  const name = useSetName();
  return (
    <GroupContentLayout>
      {(group) =>
        group.can.administrate && name ? (
          <PropertySetEditor
            key={`${group.id}-${name}`}
            name={name}
            context={{ type: "group", id: group.id }}
            title={t(`propertySets.titles.${name}`)}
          />
        ) : (
          <EmptyState title={t("errors.notFoundTitle")} />
        )
      }
    </GroupContentLayout>
  );
}
