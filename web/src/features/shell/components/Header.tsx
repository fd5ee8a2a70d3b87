import { ActionIcon, Burger, Button, Group } from "@mantine/core";
import { IconHome } from "@tabler/icons-react";
import { lazy } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useNetwork } from "../../../api/network";
import { features } from "../../../app/features";
import { AfterFirstPaint, DeferredControl } from "../../../components/AfterFirstPaint";
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
            {/* A click on a menu button drawn before its menu has loaded opens the menu once it has: no dead click. */}
            <DeferredControl button={(open) => <BellButton onClick={open} />}>
              {(opened) => <NotificationsMenu defaultOpened={opened} />}
            </DeferredControl>
            <DeferredControl button={(open) => <ProfileButton member={member} onClick={open} />}>
              {(opened) => <ProfileMenu member={member} defaultOpened={opened} />}
            </DeferredControl>
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
