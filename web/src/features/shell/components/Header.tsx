import { ActionIcon, Burger, Button, Group } from "@mantine/core";
import { IconHome } from "@tabler/icons-react";
import { lazy, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useNetwork } from "../../../api/network";
import { features } from "../../../app/features";
import { AfterFirstPaint } from "../../../components/AfterFirstPaint";
import { LanguageSelector } from "../../../components/LanguageSelector";
import { BellButton, ProfileButton } from "./HeaderButtons";
import { Logo } from "./Logo";

const NotificationsMenu = lazy(async () => ({ default: (await import("./NotificationsMenu")).NotificationsMenu }));
const ProfileMenu = lazy(async () => ({ default: (await import("./ProfileMenu")).ProfileMenu }));
// What the features put into the header, read from their manifests.
const HeaderSearch = features.find((feature) => feature.headerSearch)?.headerSearch;
const headerActions = features.flatMap((feature) => feature.headerActions ?? []);

interface HeaderProps {
  height: number;
  navigationOpened?: boolean;
  onToggleNavigation?: () => void;
}

export function Header({ height, navigationOpened = false, onToggleNavigation }: HeaderProps) {
  const { t } = useTranslation();
  const network = useNetwork();
  const member = network.current_member;
  // A click on a menu button drawn before its menu has loaded opens the menu once it has: no dead click.
  const [clicked, setClicked] = useState<"notifications" | "profile" | null>(null);

  return (
    <Group h="100%" px={{ base: "xs", sm: "md" }} gap="sm" wrap="nowrap" justify="space-between">
      <Group gap="xs" wrap="nowrap" style={{ flex: 1, minWidth: 0 }}>
        {onToggleNavigation && (
          <Burger
            opened={navigationOpened}
            onClick={onToggleNavigation}
            hiddenFrom="sm"
            size="sm"
            aria-label={t("header.navigation")}
          />
        )}
        <Logo name={network.name} height={height} />
        <ActionIcon
          component={Link}
          to="/"
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={t("header.home")}
          visibleFrom="xs"
        >
          <IconHome size={20} stroke={1.6} />
        </ActionIcon>
      </Group>
      <Group gap={6} wrap="nowrap">
        {member ? (
          <>
            {HeaderSearch && <HeaderSearch />}
            <AfterFirstPaint>
              {headerActions.map((Action, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the manifests' fixed list, never reordered.
                <Action key={index} />
              ))}
            </AfterFirstPaint>
            <AfterFirstPaint fallback={<BellButton onClick={() => setClicked("notifications")} />}>
              <NotificationsMenu defaultOpened={clicked === "notifications"} />
            </AfterFirstPaint>
            <AfterFirstPaint fallback={<ProfileButton member={member} onClick={() => setClicked("profile")} />}>
              <ProfileMenu member={member} defaultOpened={clicked === "profile"} />
            </AfterFirstPaint>
          </>
        ) : (
          <>
            <LanguageSelector size="xs" w={150} visibleFrom="xs" />
            <Button component={Link} to="/users/sign_in" size="xs" variant="light">
              {t("header.signIn")}
            </Button>
          </>
        )}
      </Group>
    </Group>
  );
}
