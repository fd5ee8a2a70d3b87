import { type PropertySetName, propertySetName } from "@intranet/contracts";
import { Stack, Tabs } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
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

/** The network's sets, one tab each: the file and folder profiles and the member profile. */
function NetworkSetTabs({ name }: { name: PropertySetName }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Tabs value={name} onChange={(next) => next && navigate(`/administration/property_sets/${next}`)}>
      <Tabs.List>
        {propertySetName.options.map((n) => (
          <Tabs.Tab key={n} value={n} data-testid={`property-set-tab-${n}`}>
            {t(`propertySets.titles.${n}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}

/** /administration/property_sets/{name}: the network's file, folder or member profile, for network administrators. */
export function NetworkPropertySetPage() {
  const { t } = useTranslation();
  const network = useNetwork();
  const name = useSetName();
  if (!network.can.administrate || !name) return <EmptyState title={t("errors.notFoundTitle")} />;
  return (
    <Stack gap="md">
      <NetworkSetTabs name={name} />
      <PropertySetEditor
        key={name}
        name={name}
        context={{ type: "network", id: null }}
        title={t(`propertySets.titles.${name}`)}
      />
    </Stack>
  );
}

/** /groups/{slug}/administration/property_sets/{name}: a group's profile, for the group's administrators. */
export function GroupPropertySetPage() {
  const { t } = useTranslation();
  const name = useSetName();
  return (
    <GroupContentLayout>
      {(group) =>
        // The member profile is the network's alone.
        group.can.administrate && name && name !== "member_profile" ? (
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
