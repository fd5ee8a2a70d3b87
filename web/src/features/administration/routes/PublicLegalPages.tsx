import { Anchor, Container, Paper, Stack, Text, Title } from "@mantine/core";
import { IconScale } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { useNetwork } from "../../../api/network";
import { EmptyState } from "../../../components/EmptyState";
import { QueryState } from "../../../components/QueryState";
import { formatInstant } from "../../../lib/dates";
import { publicImprintQuery, publicLegalTextQuery, publicLegalTextsQuery } from "../api";
import { RichTextView } from "../components/RichTextView";

/** A public page's frame: readable by visitors and members alike. */
function PublicPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Container size="md" py={{ base: "sm", sm: "lg" }}>
      <Paper withBorder radius="md" p={{ base: "md", sm: "xl" }}>
        <Stack gap="md">
          <Title order={1} size="h2" style={{ overflowWrap: "anywhere" }}>
            {title}
          </Title>
          {children}
        </Stack>
      </Paper>
    </Container>
  );
}

/** /legal: the network's legal texts. */
export function LegalIndexPage() {
  const { t } = useTranslation();
  const query = useQuery(publicLegalTextsQuery);
  return (
    <PublicPage title={t("administration.public.legalTitle")}>
      <QueryState
        query={query}
        isEmpty={(data) => data.legal_texts.length === 0}
        empty={<EmptyState title={t("administration.public.noLegalTexts")} icon={<IconScale />} />}
      >
        {(data) => (
          <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: "none" }} data-testid="public-legal-texts">
            {data.legal_texts.map((text) => (
              <li key={text.handle}>
                <Anchor component={Link} to={text.path} fw={600}>
                  {text.name}
                </Anchor>
              </li>
            ))}
          </Stack>
        )}
      </QueryState>
      <Anchor component={Link} to="/imprint">
        {t("administration.public.imprintTitle")}
      </Anchor>
    </PublicPage>
  );
}

/** /legal/{handle}: the text's current version. */
export function LegalTextPublicPage() {
  const { t } = useTranslation();
  const { handle = "" } = useParams();
  const query = useQuery(publicLegalTextQuery(handle));
  const zone = useNetwork().current_member?.time_zone;
  return (
    <QueryState query={query}>
      {(text) => (
        <PublicPage title={text.name}>
          <Text size="sm" c="dimmed" data-testid="public-legal-version">
            {t("administration.public.versionOf", { number: text.version, date: formatInstant(text.updated_at, zone) })}
          </Text>
          <RichTextView html={text.html_text} testId="public-legal-text" />
          <Anchor component={Link} to="/legal">
            {t("administration.public.allLegalTexts")}
          </Anchor>
        </PublicPage>
      )}
    </QueryState>
  );
}

/** /imprint: who runs the network. */
export function ImprintPage() {
  const { t } = useTranslation();
  const network = useNetwork();
  const query = useQuery(publicImprintQuery);
  return (
    <PublicPage title={t("administration.public.imprintTitle")}>
      <QueryState
        query={query}
        isEmpty={(data) => data.html === ""}
        empty={<Text c="dimmed">{t("administration.public.noImprint", { network: network.name })}</Text>}
      >
        {(data) => <RichTextView html={data.html} testId="public-imprint" />}
      </QueryState>
      <Anchor component={Link} to="/legal">
        {t("administration.public.allLegalTexts")}
      </Anchor>
    </PublicPage>
  );
}
