import { SEARCH_QUERY_MAX, type SearchSuggestion } from "@intranet/contracts";
import { ActionIcon, Avatar, Box, CloseButton, Combobox, Group, Text, TextInput, useCombobox } from "@mantine/core";
import { useDebouncedValue, useMediaQuery } from "@mantine/hooks";
import { IconSearch } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import { SUGGESTION_BLUR_DELAY_MS, SUGGESTION_DEBOUNCE_MS, suggestionsQuery } from "../api";
import { searchScope, searchUrl } from "../query";
import { moduleIcons } from "./module-icons";

/** The option that opens the results page for the typed text, below the suggestions. */
const SEARCH_FOR = "search-for";
const optionValue = (s: SearchSuggestion) => `${s.module}:${s.id}`;

function SuggestionOption({ suggestion: s }: { suggestion: SearchSuggestion }) {
  const { t } = useTranslation();
  const ModuleIcon = moduleIcons[s.module];
  return (
    <Combobox.Option value={optionValue(s)} data-testid="search-suggestion">
      <Group gap="xs" wrap="nowrap">
        {s.image_url || s.module === "members" || s.module === "groups" ? (
          <Avatar src={s.image_url} name={s.title} color="initials" size={24} alt="" />
        ) : (
          <ModuleIcon size={18} stroke={1.6} aria-hidden />
        )}
        <Box style={{ minWidth: 0 }}>
          <Text size="sm" truncate="end">
            {s.title}
          </Text>
          <Text size="xs" c="dimmed">
            {t(`search.shell.modules.${s.module}`)}
          </Text>
        </Box>
      </Group>
    </Combobox.Option>
  );
}

/**
 * The header's search (administration.md §2 "Header"): suggestions from the member's scope as they type,
 * Enter opens the results page. On phones a button opens the field over the header.
 */
export function HeaderSearch() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const scope = searchScope(pathname);
  const phone = useMediaQuery("(max-width: 47.99em)", false, { getInitialValueInEffect: false });
  const [opened, setOpened] = useState(false);
  const [value, setValue] = useState("");
  const [focused, setFocused] = useState(false);
  const typed = value.trim();
  const [debounced] = useDebouncedValue(typed, SUGGESTION_DEBOUNCE_MS);
  const suggestions = useQuery({ ...suggestionsQuery(debounced, scope), enabled: focused && debounced.length > 0 });
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const input = useRef<HTMLInputElement>(null);
  const blurTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(blurTimer.current), []);
  // The phone's field opens focused, ready to type.
  useEffect(() => {
    if (opened) input.current?.focus();
  }, [opened]);
  // Another page closes the phone's field.
  useEffect(() => {
    if (pathname) setOpened(false);
  }, [pathname]);

  const shown = typed && focused ? (suggestions.data?.suggestions ?? []) : [];

  const go = (to: string) => {
    combobox.closeDropdown();
    setValue("");
    setOpened(false);
    input.current?.blur();
    navigate(to);
  };
  const openResults = () => {
    if (typed) go(searchUrl({ q: typed, module: scope.module, group: scope.group }));
  };
  const choose = (choice: string) => {
    if (choice === SEARCH_FOR) return openResults();
    const suggestion = shown.find((s) => optionValue(s) === choice);
    if (suggestion) go(suggestion.html_url);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    openResults();
  };

  if (phone && !opened) {
    return (
      <ActionIcon
        variant="subtle"
        color="gray"
        size="lg"
        aria-label={t("search.shell.open")}
        onClick={() => setOpened(true)}
        data-testid="header-search-open"
      >
        <IconSearch size={20} stroke={1.6} />
      </ActionIcon>
    );
  }

  const placeholder = scope.module
    ? t("search.shell.placeholderIn", { scope: t(`search.shell.modules.${scope.module}`) })
    : scope.group
      ? t("search.shell.placeholderGroup")
      : t("search.shell.placeholder");

  const field = (
    <Box component="form" role="search" onSubmit={submit} style={{ flex: phone ? 1 : undefined, minWidth: 0 }}>
      <Combobox store={combobox} onOptionSubmit={choose} position="bottom-start" width={phone ? "target" : 360}>
        <Combobox.Target>
          <TextInput
            ref={input}
            value={value}
            onChange={(event) => {
              const next = event.currentTarget.value;
              setValue(next);
              if (next.trim()) combobox.openDropdown();
              else combobox.closeDropdown();
            }}
            onFocus={() => {
              clearTimeout(blurTimer.current);
              setFocused(true);
              if (typed) combobox.openDropdown();
            }}
            onBlur={() => {
              // Later, so that a click on a suggestion still reaches it.
              blurTimer.current = setTimeout(() => {
                setFocused(false);
                combobox.closeDropdown();
              }, SUGGESTION_BLUR_DELAY_MS);
            }}
            onKeyDown={(event) => {
              if (event.key === "Escape" && phone) setOpened(false);
            }}
            type="search"
            maxLength={SEARCH_QUERY_MAX}
            aria-label={t("search.shell.label")}
            placeholder={placeholder}
            leftSection={<IconSearch size={16} aria-hidden />}
            w={phone ? "100%" : { base: 200, md: 280 }}
            data-testid="header-search-input"
          />
        </Combobox.Target>
        <Combobox.Dropdown hidden={!typed || !focused}>
          <Combobox.Options data-testid="search-suggestions">
            {shown.map((s) => (
              <SuggestionOption key={optionValue(s)} suggestion={s} />
            ))}
            {typed && focused && (
              <Combobox.Option value={SEARCH_FOR} data-testid="search-for">
                <Group gap="xs" wrap="nowrap">
                  <IconSearch size={16} aria-hidden />
                  <Text size="sm" truncate="end">
                    {t("search.shell.searchFor", { q: typed })}
                  </Text>
                </Group>
              </Combobox.Option>
            )}
          </Combobox.Options>
        </Combobox.Dropdown>
      </Combobox>
    </Box>
  );

  if (!phone) return field;
  // Above the header buttons' unread indicators (Mantine's Indicator sits at 200), below the suggestions (300).
  return (
    <Group
      gap="xs"
      wrap="nowrap"
      px="xs"
      style={{ position: "absolute", inset: 0, zIndex: 201, background: "var(--mantine-color-body)" }}
      data-testid="header-search-overlay"
    >
      {field}
      <CloseButton aria-label={t("search.shell.close")} onClick={() => setOpened(false)} />
    </Group>
  );
}
