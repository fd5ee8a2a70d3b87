import "@mantine/charts/styles.css";
import type { Statistics } from "@intranet/contracts";
import { AreaChart } from "@mantine/charts";
import { Paper, SimpleGrid, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { formatDate } from "../../../lib/dates";

/** One chart per series (§2 statistics): its name, its total and its points over the range. */
export function StatisticsCharts({ statistics }: { statistics: Statistics }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} data-testid="statistics-charts">
      {statistics.series.map((series) => {
        const name = t(`administration.statistics.series.${series.key}`);
        return (
          <Paper key={series.key} withBorder p="md" data-testid={`statistics-${series.key}`}>
            <Title order={2} size="h4">
              {name}
            </Title>
            <Text size="sm" c="dimmed" mb="sm">
              {series.key === "members"
                ? t("administration.statistics.totalMembers", { count: series.total })
                : t("administration.statistics.total", { count: series.total })}
            </Text>
            <AreaChart
              h={180}
              data={series.points.map((p) => ({ date: formatDate(p.date), [name]: p.value }))}
              dataKey="date"
              series={[{ name, color: "blue.6" }]}
              curveType="linear"
              withDots={series.points.length <= 31}
              // Every series counts things: an axis up to 1 reads 0, 1, not 0, 0.25, 0.5.
              yAxisProps={{ allowDecimals: false }}
              aria-label={name}
            />
          </Paper>
        );
      })}
    </SimpleGrid>
  );
}
