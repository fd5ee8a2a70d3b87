import type { Member } from "@intranet/contracts";
import { Menu } from "@mantine/core";
import { IconId, IconInfoCircle, IconLogout, IconScale, IconUserCircle } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { features } from "../../../app/features";
import { ProfileButton } from "./HeaderButtons";

/** The sign-out of the feature that owns sessions (its manifest). */
const signOut = features.find((feature) => feature.signOut)?.signOut;

/** `defaultOpened`: the button was clicked while this menu was loading (Header). */
export function ProfileMenu({ member, defaultOpened = false }: { member: Member; defaultOpened?: boolean }) {
  const { t } = useTranslation();
  return (
    <Menu position="bottom-end" width={220} shadow="md" defaultOpened={defaultOpened}>
      <Menu.Target>
        <ProfileButton member={member} />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{member.displayName}</Menu.Label>
        <Menu.Item component={Link} to={`/members/${member.id}`} leftSection={<IconUserCircle size={16} />}>
          {t("header.profile")}
        </Menu.Item>
        {member.can.update_registration && (
          <Menu.Item component={Link} to="/users/edit" leftSection={<IconId size={16} />}>
            {t("header.editRegistration")}
          </Menu.Item>
        )}
        <Menu.Divider />
        <Menu.Item component={Link} to="/imprint" leftSection={<IconInfoCircle size={16} />}>
          {t("header.imprint")}
        </Menu.Item>
        <Menu.Item component={Link} to="/legal" leftSection={<IconScale size={16} />}>
          {t("header.legal")}
        </Menu.Item>
        <Menu.Divider />
        {/* red-9: 5.5:1 on white, 5.1:1 on its hover background (red, shade 6, gave 3.3:1). */}
        <Menu.Item color="red.9" leftSection={<IconLogout size={16} />} onClick={() => void signOut?.()}>
          {t("header.signOut")}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
