import { TextInput } from "@mantine/core";
import { IconSearch } from "@tabler/icons-react";
import { type FormEvent, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate, useSearchParams } from "react-router";

/** Header search; results live on /search (wired up with the search issue). */
export function SearchBar() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const [query, setQuery] = useState("");

  // On the results page the field shows what was searched for.
  useEffect(() => {
    if (pathname === "/search") setQuery(params.get("q") ?? "");
  }, [pathname, params]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = query.trim();
    if (q) navigate(`/search?q=${encodeURIComponent(q)}`);
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is too new for jsdom and some supported browsers.
    <form role="search" onSubmit={submit} style={{ flex: 1, maxWidth: 480, minWidth: 0 }}>
      <TextInput
        aria-label={t("header.search")}
        placeholder={t("header.searchPlaceholder")}
        leftSection={<IconSearch size={16} />}
        value={query}
        onChange={(event) => setQuery(event.currentTarget.value)}
        type="search"
        data-testid="header-search"
      />
    </form>
  );
}
