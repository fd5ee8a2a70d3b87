import type { mailApi, RouteResponse } from "@intranet/contracts";
import { Group, Modal, Paper, Stack, Tabs, Text, Title, UnstyledButton } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { IconMailForward } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { EmptyState } from "../../../components/EmptyState";
import { Pagination } from "../../../components/Pagination";
import { QueryState } from "../../../components/QueryState";
import { formatInstant } from "../../../lib/dates";
import { outboxQuery } from "../api";

type OutboxMail = RouteResponse<typeof mailApi.outbox>["mails"][number];

/** One mail: the HTML part in a sandboxed frame (no scripts, no links out of it) and the text part. */
function MailView({ mail }: { mail: OutboxMail }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t("administration.outbox.to", { to: mail.to })} · {formatInstant(mail.created_at)}
      </Text>
      {mail.attachments.length > 0 && (
        <Text size="sm">{t("administration.outbox.attachments", { names: mail.attachments.join(", ") })}</Text>
      )}
      <Tabs defaultValue={mail.html ? "html" : "text"} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="html">{t("administration.outbox.html")}</Tabs.Tab>
          <Tabs.Tab value="text">{t("administration.outbox.text")}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="html" pt="sm">
          {mail.html ? (
            <iframe
              title={t("administration.outbox.htmlFrame", { subject: mail.subject })}
              srcDoc={mail.html}
              sandbox=""
              style={{ width: "100%", height: "60vh", border: "1px solid var(--mantine-color-default-border)" }}
              data-testid="outbox-html"
            />
          ) : (
            <Text c="dimmed">{t("administration.outbox.noHtml")}</Text>
          )}
        </Tabs.Panel>
        <Tabs.Panel value="text" pt="sm">
          <Text
            component="pre"
            size="sm"
            style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere", margin: 0 }}
            data-testid="outbox-text"
          >
            {mail.text}
          </Text>
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

/** /administration/outbox: the mails the network kept instead of sending (no SMTP_URL), newest first. */
export function OutboxPage() {
  const { t } = useTranslation();
  const phone = useMediaQuery("(max-width: 48em)");
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get("page")) || 1);
  const list = useQuery(outboxQuery(page));
  const [open, setOpen] = useState<OutboxMail | null>(null);

  return (
    <Stack gap="md" maw={960} data-testid="outbox">
      <div>
        <Title order={1} size="h2">
          {t("administration.outbox.title")}
        </Title>
        <Text c="dimmed">{t("administration.outbox.intro")}</Text>
      </div>
      <QueryState
        query={list}
        errorMessage={t("administration.outbox.loadError")}
        isEmpty={(data) => data.mails.length === 0}
        empty={
          <EmptyState
            title={t("administration.outbox.emptyTitle")}
            description={t("administration.outbox.emptyText")}
            icon={<IconMailForward />}
          />
        }
      >
        {(data) => (
          <Stack gap="xs">
            <Text size="sm" c="dimmed" data-testid="outbox-count">
              {t("administration.outbox.count", { count: data.meta.total_count })}
            </Text>
            <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: "none" }} data-testid="outbox-list">
              {data.mails.map((mail) => (
                <li key={mail.id}>
                  <UnstyledButton onClick={() => setOpen(mail)} w="100%" data-testid="outbox-mail">
                    <Paper withBorder radius={0} p="sm">
                      <Text fw={600} style={{ overflowWrap: "anywhere" }}>
                        {mail.subject}
                      </Text>
                      <Group gap="xs" justify="space-between">
                        <Text size="sm" c="dimmed" style={{ overflowWrap: "anywhere" }}>
                          {t("administration.outbox.to", { to: mail.to })}
                        </Text>
                        <Text size="sm" c="dimmed">
                          {t("administration.outbox.sentAt", { date: formatInstant(mail.created_at) })}
                        </Text>
                      </Group>
                    </Paper>
                  </UnstyledButton>
                </li>
              ))}
            </Stack>
            <Pagination
              page={page}
              totalPages={data.meta.total_pages}
              onChange={(target) => setParams(target > 1 ? { page: String(target) } : {})}
            />
          </Stack>
        )}
      </QueryState>
      <Modal
        opened={open !== null}
        onClose={() => setOpen(null)}
        title={open?.subject}
        size="xl"
        fullScreen={phone}
        data-testid="outbox-mail-view"
      >
        {open && <MailView mail={open} />}
      </Modal>
    </Stack>
  );
}
