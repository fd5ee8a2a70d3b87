import { Stack, Text, Title } from "@mantine/core";
import { useInfiniteQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { EmptyState } from "../../../components/EmptyState";
import { LoadMore } from "../../../components/LoadMore";
import { QueryState } from "../../../components/QueryState";
import { auditLogQuery } from "../audit-statistics-api";
import { AdminOnly } from "../components/AdminOnly";
import { AuditEventRow } from "../components/AuditEventRow";
import { AuditFilterForm } from "../components/AuditFilterForm";

/**
 * /administration/audit_log (§2): the filter, kept as base64 JSON in the `filter` query parameter (the server
 * answers with the filter it applied: invalid dates replaced by the default window), and the events newest first.
 */
export function AuditLogPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const filter = params.get("filter") ?? undefined;
  const query = useInfiniteQuery(auditLogQuery(filter));
  const applied = query.data?.pages[0]?.filter;
  const events = query.data?.pages.flatMap((p) => p.events) ?? [];
  return (
    <AdminOnly>
      <Stack gap="md">
        <Title order={1}>{t("administration.audit.title")}</Title>
        <Text c="dimmed">{t("administration.audit.intro")}</Text>
        {applied && (
          <AuditFilterForm
            key={JSON.stringify(applied)}
            applied={applied}
            onApply={(param) => setParams({ filter: param })}
          />
        )}
        <QueryState query={query}>
          {() =>
            events.length === 0 ? (
              <EmptyState title={t("administration.audit.empty")} />
            ) : (
              <Stack gap="xs" data-testid="audit-events">
                {events.map((event) => (
                  <AuditEventRow key={event.id} event={event} />
                ))}
                <LoadMore query={query} label={t("administration.audit.more")} />
              </Stack>
            )
          }
        </QueryState>
      </Stack>
    </AdminOnly>
  );
}
