import type { Language, WidgetTranslation } from "@intranet/contracts";
import { Select, Stack, Textarea, TextInput } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { LANGUAGES } from "../../../i18n";

export type Translations = Partial<Record<Language, WidgetTranslation>>;

/**
 * A widget's translations (communication §3 `?lng`): pick a language, then its title, label (people) and text (text
 * widget); empty fields show the original to readers of that language.
 */
export function WidgetTranslations({
  type,
  language,
  onLanguage,
  value,
  onChange,
}: {
  type: string;
  language: Language | null;
  onLanguage: (language: Language | null) => void;
  value: Translations;
  onChange: (value: Translations) => void;
}) {
  const { t } = useTranslation();
  const current = language ? (value[language] ?? { title: "", label: "", content: "" }) : null;
  const set = (key: keyof WidgetTranslation, text: string) => {
    if (!language || !current) return;
    onChange({ ...value, [language]: { ...current, [key]: text } });
  };
  return (
    <Stack gap="xs">
      <Select
        label={t("channels.widgets.translation.language")}
        description={t("channels.widgets.translation.hint")}
        placeholder={t("channels.widgets.translation.original")}
        data={LANGUAGES.map((code) => ({ value: code, label: t(`language.${code}`) }))}
        value={language}
        onChange={(v) => onLanguage((v as Language | null) ?? null)}
        clearable
        data-testid="widget-translation-language"
      />
      {current && (
        <>
          <TextInput
            label={t("channels.widgets.translation.title")}
            value={current.title}
            onChange={(e) => set("title", e.currentTarget.value)}
            data-testid="widget-translation-title"
          />
          {type === "people" && (
            <TextInput
              label={t("channels.widgets.translation.label")}
              value={current.label}
              onChange={(e) => set("label", e.currentTarget.value)}
            />
          )}
          {type === "text" && (
            <Textarea
              label={t("channels.widgets.translation.content")}
              autosize
              minRows={4}
              value={current.content}
              onChange={(e) => set("content", e.currentTarget.value)}
              data-testid="widget-translation-content"
            />
          )}
        </>
      )}
    </Stack>
  );
}
