import { Group } from "@mantine/core";
import { useNetwork } from "../../../api/network";
import { LanguageSelector } from "../../../components/LanguageSelector";
import { Logo } from "./Logo";

/**
 * The header of the signed-out screens: the logo and the language, nothing of the member's header (search, menus,
 * the features' buttons), so the signed-out entry (src/signed-out.tsx) draws it without the member app's code.
 */
export function BareHeader({ height }: { height: number }) {
  const network = useNetwork();
  return (
    <Group h="100%" px={{ base: "xs", sm: "md" }} gap="sm" wrap="nowrap" justify="space-between">
      <Group gap="xs" wrap="nowrap" style={{ flex: 1, minWidth: 0 }}>
        <Logo name={network.name} height={height} />
      </Group>
      <Group gap={6} wrap="nowrap">
        <LanguageSelector size="xs" w={150} visibleFrom="xs" />
      </Group>
    </Group>
  );
}
