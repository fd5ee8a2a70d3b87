import { translationApi } from "@intranet/contracts";
import { Button, Menu, ScrollArea } from "@mantine/core";
import { IconLanguage } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNetwork } from "../../api/network";
import { api } from "../../api/route-client";
import { lastUsedLanguage } from "./useMachineTranslation";

/** The spec's primary languages; the last used one comes first, everything else under "more". */
const PRIMARY = ["DE", "EN-GB", "ES", "FR"];

const languagesQuery = {
  queryKey: ["translations", "languages"],
  queryFn: ({ signal }: { signal: AbortSignal }) => api(translationApi.languages, {}, { signal }),
  staleTime: 60 * 60 * 1000,
};

interface TranslationMenuProps {
  language: string | null;
  loading: boolean;
  onChoose: (code: string | null) => void;
}

/** Language choice for machine translation; renders nothing when the network has no provider. */
export function TranslationMenu({ language, loading, onChoose }: TranslationMenuProps) {
  const { t } = useTranslation();
  const network = useNetwork();
  const [opened, setOpened] = useState(false);
  const [more, setMore] = useState(false);
  const enabled = network.config.translations.deep_l.enabled;
  const languages = useQuery({ ...languagesQuery, enabled: enabled && opened });
  if (!enabled) return null;

  const last = lastUsedLanguage();
  const primary = [...new Set([...(last ? [last] : []), ...PRIMARY])];
  const name = (code: string) => languages.data?.find((l) => l.code === code)?.name ?? code;
  const others = (languages.data ?? []).filter((l) => !primary.includes(l.code));

  return (
    <Menu opened={opened} onChange={setOpened} closeOnItemClick position="bottom-end" withinPortal>
      <Menu.Target>
        <Button size="xs" variant="subtle" leftSection={<IconLanguage size={14} />} loading={loading}>
          {language ? t("translation.translatedTo", { language: name(language) }) : t("translation.translate")}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => onChoose(null)} disabled={language === null}>
          {t("translation.original")}
        </Menu.Item>
        <Menu.Divider />
        {primary.map((code) => (
          <Menu.Item key={code} onClick={() => onChoose(code)} disabled={language === code}>
            {name(code)}
          </Menu.Item>
        ))}
        {others.length > 0 && (
          <>
            <Menu.Divider />
            <Menu.Item closeMenuOnClick={false} onClick={() => setMore((m) => !m)}>
              {t("translation.more")}
            </Menu.Item>
            {more && (
              <ScrollArea.Autosize mah={240}>
                {others.map((l) => (
                  <Menu.Item key={l.code} onClick={() => onChoose(l.code)}>
                    {l.name}
                  </Menu.Item>
                ))}
              </ScrollArea.Autosize>
            )}
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
