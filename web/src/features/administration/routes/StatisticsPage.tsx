import { DATE_PRESETS, DATE_RANGE_MIN, type DatePreset, dateRangeError } from "@intranet/contracts";
import { Alert, Select, SimpleGrid, Stack, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useParams, useSearchParams } from "react-router";
import { DatePicker } from "../../../components/DatePicker";
import { QueryState } from "../../../components/QueryState";
import { todayIn } from "../../../lib/dates";
import { type StatisticsRange, statisticsQuery } from "../audit-statistics-api";
import { StatisticsCharts } from "../components/StatisticsCharts";

const isPreset = (v: string | null): v is DatePreset => (DATE_PRESETS as readonly string[]).includes(v ?? "");

/**
 * /administration/statistics and /groups/{slug}/administration/statistics (§2, §5): a preset (3 months by default)
 * or a custom range (not before 2021-06-01, end not after today, start not after end), kept in the query string;
 * the server answers 403/404 to whoever may not administrate the context.
 */
export function StatisticsPage() {
  const { t } = useTranslation();
  const { slug } = useParams();
  const [params, setParams] = useSearchParams();
  const option = params.get("date_option");
  const preset: DatePreset = isPreset(option) ? option : "3_months";
  const start = params.get("start_date");
  const end = params.get("end_date");
  const today = todayIn();
  const error =
    preset === "custom" && start && end ? dateRangeError({ start_date: start, end_date: end }, today) : null;
  const complete = preset !== "custom" || (start !== null && end !== null && error === null);
  const range: StatisticsRange =
    preset === "custom"
      ? { date_option: preset, start_date: start ?? "", end_date: end ?? "" }
      : { date_option: preset };
  const query = useQuery({ ...statisticsQuery(range, slug), enabled: complete });
  const set = (next: Record<string, string | null>) => {
    const merged = new URLSearchParams(params);
    for (const [key, value] of Object.entries(next)) {
      if (value) merged.set(key, value);
      else merged.delete(key);
    }
    setParams(merged);
  };
  return (
    <Stack gap="md">
      {/* A group's statistics sit under the group's header, whose name is the first heading. */}
      <Title order={slug ? 2 : 1}>{t("administration.statistics.title")}</Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Select
          label={t("administration.statistics.range")}
          data={DATE_PRESETS.map((p) => ({ value: p, label: t(`administration.statistics.presets.${p}`) }))}
          value={preset}
          allowDeselect={false}
          onChange={(v) => set({ date_option: v, ...(v === "custom" ? {} : { start_date: null, end_date: null }) })}
          data-testid="statistics-preset"
        />
        {preset === "custom" && (
          <>
            <DatePicker
              label={t("administration.statistics.from")}
              minDate={DATE_RANGE_MIN}
              maxDate={today}
              value={start}
              onChange={(v) => set({ start_date: v })}
              data-testid="statistics-from"
            />
            <DatePicker
              label={t("administration.statistics.to")}
              minDate={DATE_RANGE_MIN}
              maxDate={today}
              value={end}
              onChange={(v) => set({ end_date: v })}
              data-testid="statistics-to"
            />
          </>
        )}
      </SimpleGrid>
      {error && (
        <Alert color="red" role="alert">
          {t(`administration.statistics.errors.${error}`)}
        </Alert>
      )}
      {complete && <QueryState query={query}>{(data) => <StatisticsCharts statistics={data} />}</QueryState>}
    </Stack>
  );
}
