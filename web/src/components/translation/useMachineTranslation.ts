import { translationApi } from "@intranet/contracts";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { api } from "../../api/route-client";
import { notifyError } from "../toasts";

const LAST_USED_KEY = "translation.lastUsed";

export const lastUsedLanguage = (): string | null => window.localStorage.getItem(LAST_USED_KEY);

/**
 * The machine translation of one entity (GET /translations/{lng}/{type}/{id}). Starts on the original;
 * choosing a language translates, choosing the original (null) restores.
 */
export function useMachineTranslation(type: string, id: string) {
  const { t } = useTranslation();
  const [language, setLanguage] = useState<string | null>(null);
  const query = useQuery({
    queryKey: ["translations", type, id, language],
    queryFn: ({ signal }) => api(translationApi.translate, { params: { lng: language ?? "", type, id } }, { signal }),
    enabled: language !== null,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  useEffect(() => {
    if (!query.isError) return;
    notifyError(t("translation.error"));
    setLanguage(null);
  }, [query.isError, t]);
  const choose = (code: string | null) => {
    if (code) window.localStorage.setItem(LAST_USED_KEY, code);
    setLanguage(code);
  };
  return { language, choose, fields: language ? query.data?.fields : undefined, loading: query.isFetching };
}
