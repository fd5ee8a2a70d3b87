import type { Language } from "@intranet/contracts";
import { Select, type SelectProps } from "@mantine/core";
import { IconLanguage } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { changeLanguage, isLanguage, LANGUAGES } from "../i18n";

export interface LanguageSelectProps extends Omit<SelectProps, "data" | "value" | "onChange"> {
  onChange?: (language: Language) => void;
}

/** Switches the interface language at once and remembers the choice in this browser. */
export function LanguageSelect({ onChange, ...props }: LanguageSelectProps) {
  const { t, i18n } = useTranslation();
  const data = LANGUAGES.map((code) => ({ value: code, label: t(`language.${code}`) }));
  return (
    <Select
      aria-label={t("language.label")}
      data={data}
      value={isLanguage(i18n.language) ? i18n.language : "en"}
      allowDeselect={false}
      leftSection={<IconLanguage size={16} />}
      onChange={(next) => {
        if (!isLanguage(next)) return;
        void changeLanguage(next);
        onChange?.(next);
      }}
      data-testid="language-selector"
      {...props}
    />
  );
}
