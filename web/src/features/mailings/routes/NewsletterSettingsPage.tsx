import {
  DEFAULT_SECOND_DAY,
  DIGEST_TIMES,
  MAILING_KINDS,
  type MailingKind,
  NEWSLETTER_CONTENT_PLACEHOLDER,
  NEWSLETTER_DISCLAIMER_PLACEHOLDER,
  NEWSLETTER_INTERVALS,
  type NewsletterSending,
  type NewsletterSettings,
  newsletterTemplateErrors,
  WEEKDAYS,
} from "@intranet/contracts";
import {
  Alert,
  Anchor,
  Box,
  Button,
  Group,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  Title,
} from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { QueryState } from "../../../components/QueryState";
import { notifyError, notifySaved } from "../../../components/toasts";
import { useAppMutation } from "../../../lib/mutations";
import { AdminOnly } from "../../administration";
import { newsletterSettingsQuery, saveNewsletterSettings, sendNow } from "../api";
import {
  type DesignedTemplate,
  NewsletterDesignerFrame,
  useNewsletterDesigner,
} from "../components/NewsletterDesigner";

/** /administration/newsletter/settings: the sending day, the template designer and "send now". */
export function NewsletterSettingsPage() {
  const query = useQuery(newsletterSettingsQuery);
  return (
    <AdminOnly>
      <QueryState query={query}>
        {(settings) => (
          <Stack gap="md" maw={960}>
            <NewsletterForm settings={settings} />
            <SendNow />
          </Stack>
        )}
      </QueryState>
    </AdminOnly>
  );
}

const DAYS_OF_MONTH = Array.from({ length: 31 }, (_, i) => String(i + 1));

/** The interval editor (§9): weekly mon-sun, semimonthly two days of 1-31 (second default 15), monthly 1-31. */
function SendingFields({ value, onChange }: { value: NewsletterSending; onChange: (v: NewsletterSending) => void }) {
  const { t } = useTranslation();
  const times = DIGEST_TIMES.map((time) => ({ value: time, label: t(`mailings.settings.times.${time}`) }));
  const setInterval = (interval: NewsletterSending["interval"]) =>
    onChange({
      interval,
      day: interval === "weekly" ? "mon" : 1,
      second_day: interval === "semimonthly" ? DEFAULT_SECOND_DAY : null,
      time: value.time,
      second_time: interval === "semimonthly" ? (value.second_time ?? value.time) : null,
    });
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <Select
        label={t("mailings.settings.interval")}
        data={NEWSLETTER_INTERVALS.map((i) => ({ value: i, label: t(`mailings.settings.intervals.${i}`) }))}
        value={value.interval}
        onChange={(v) => v && setInterval(v as NewsletterSending["interval"])}
        allowDeselect={false}
        data-testid="newsletter-interval"
      />
      <Select
        label={t("mailings.settings.day")}
        data={
          value.interval === "weekly"
            ? WEEKDAYS.map((d) => ({ value: d, label: t(`mailings.settings.weekdays.${d}`) }))
            : DAYS_OF_MONTH
        }
        value={String(value.day)}
        onChange={(v) =>
          v && onChange({ ...value, day: value.interval === "weekly" ? (v as NewsletterSending["day"]) : Number(v) })
        }
        allowDeselect={false}
        data-testid="newsletter-day"
      />
      <Select
        label={t("mailings.settings.time")}
        data={times}
        value={value.time}
        onChange={(v) => v && onChange({ ...value, time: v as NewsletterSending["time"] })}
        allowDeselect={false}
        data-testid="newsletter-time"
      />
      {value.interval === "semimonthly" && (
        <>
          <Select
            label={t("mailings.settings.secondDay")}
            data={DAYS_OF_MONTH}
            value={String(value.second_day ?? DEFAULT_SECOND_DAY)}
            onChange={(v) => v && onChange({ ...value, second_day: Number(v) })}
            allowDeselect={false}
            data-testid="newsletter-second-day"
          />
          <Select
            label={t("mailings.settings.secondTime")}
            data={times}
            value={value.second_time ?? value.time}
            onChange={(v) => v && onChange({ ...value, second_time: v as NewsletterSending["time"] })}
            allowDeselect={false}
            data-testid="newsletter-second-time"
          />
        </>
      )}
    </SimpleGrid>
  );
}

/** What the preview frame shows: the template with its styles; the frame runs no script (sandbox without tokens). */
const previewDocument = (body: string, css: string) =>
  `<!doctype html><html><head><meta charset="utf-8"><style>${css.replace(/</g, "")}</style></head><body>${body}</body></html>`;

function NewsletterForm({ settings }: { settings: NewsletterSettings }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [sending, setSending] = useState(settings.sending);
  const [mode, setMode] = useState<"visual" | "code">("visual");
  const [design, setDesign] = useState(settings.template.design);
  const [body, setBody] = useState(settings.template.body);
  const [css, setCss] = useState(settings.template.css);
  const [exporting, setExporting] = useState(false);
  const [shownErrors, setShownErrors] = useState<string[]>([]);
  const html = useRef<HTMLTextAreaElement>(null);
  const blocks = useMemo(
    () => [
      {
        id: "newsletter-content",
        label: t("mailings.designer.contentBlock"),
        content: `<div>${NEWSLETTER_CONTENT_PLACEHOLDER}</div>`,
      },
      {
        id: "newsletter-disclaimer",
        label: t("mailings.designer.disclaimerBlock"),
        content: `<div>${NEWSLETTER_DISCLAIMER_PLACEHOLDER}</div>`,
      },
    ],
    [t],
  );
  const designer = useNewsletterDesigner({ design, body, css }, blocks, {
    canvas: t("mailings.designer.canvas"),
    panels: t("mailings.designer.panels"),
  });
  const save = useAppMutation({
    mutationFn: (template: DesignedTemplate) =>
      saveNewsletterSettings({ sending, template: { ...settings.template, ...template, js: "" } }),
    onSuccess: (saved) => {
      notifySaved(t("mailings.settings.saved"));
      queryClient.setQueryData(newsletterSettingsQuery.queryKey, saved);
    },
    saveFailed: t("mailings.settings.saveFailed"),
  });
  /** The template as the open tab holds it: the designer's is asked for (and kept for the other tab). */
  const current = async (): Promise<DesignedTemplate | null> => {
    if (mode === "code") return { design, body, css };
    setExporting(true);
    try {
      const exported = await designer.exportTemplate();
      setDesign(exported.design);
      setBody(exported.body);
      setCss(exported.css);
      return exported;
    } catch {
      notifyError(t("mailings.designer.exportFailed"));
      return null;
    } finally {
      setExporting(false);
    }
  };
  const switchTo = async (next: string | null) => {
    if (exporting || next === mode || (next !== "visual" && next !== "code")) return;
    if (next === "code") {
      if ((await current()) === null) return;
    } else {
      // Edited as HTML: the designer starts again from that HTML (its project data no longer matches).
      setDesign("");
      designer.reload({ design: "", body, css });
    }
    setMode(next);
  };
  const insert = (placeholder: string) => {
    const area = html.current;
    const at = area?.selectionStart ?? body.length;
    setBody(body.slice(0, at) + placeholder + body.slice(at));
  };
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const template = await current();
    if (!template) return;
    // §5: both placeholder errors may show together; nothing is sent while one stands.
    const errors = newsletterTemplateErrors(template.body);
    setShownErrors(errors);
    if (errors.length === 0) save.mutate(template);
  };
  const busy = save.isPending || exporting || (mode === "visual" && !designer.ready);
  return (
    <Paper withBorder radius="md" p="md">
      <form onSubmit={submit} noValidate data-testid="newsletter-form">
        <Stack gap="md">
          <Group justify="space-between" wrap="wrap">
            <Title order={1} size="h2">
              {t("mailings.settings.title")}
            </Title>
            <Anchor component={Link} to="/administration/newsletter/settings/upcoming_activities">
              {t("mailings.settings.upcomingLink")}
            </Anchor>
          </Group>
          <Title order={2} size="h4">
            {t("mailings.settings.sendingTitle")}
          </Title>
          <SendingFields value={sending} onChange={setSending} />
          <Title order={2} size="h4">
            {t("mailings.designer.title")}
          </Title>
          <Text size="sm" c="dimmed">
            {t("mailings.designer.intro", {
              content: NEWSLETTER_CONTENT_PLACEHOLDER,
              disclaimer: NEWSLETTER_DISCLAIMER_PLACEHOLDER,
            })}
          </Text>
          {shownErrors.length > 0 && (
            <Alert color="red" icon={<IconAlertTriangle />} data-testid="newsletter-template-errors">
              <Stack gap={4}>
                {shownErrors.map((e) => (
                  <Text key={e} size="sm">
                    {t(`mailings.designer.errors.${e as "content missing"}`)}
                  </Text>
                ))}
              </Stack>
            </Alert>
          )}
          <SegmentedControl
            value={mode}
            onChange={switchTo}
            aria-label={t("mailings.designer.mode")}
            data={[
              {
                value: "visual",
                label: <span data-testid="newsletter-tab-visual">{t("mailings.designer.visual")}</span>,
              },
              { value: "code", label: <span data-testid="newsletter-tab-code">{t("mailings.designer.code")}</span> },
            ]}
            style={{ alignSelf: "flex-start" }}
          />
          {/* Both stay mounted (the designer keeps its frame and its state); the other one is hidden. */}
          <Box display={mode === "visual" ? undefined : "none"}>
            <NewsletterDesignerFrame frame={designer.frame} ready={designer.ready} />
          </Box>
          <Box display={mode === "code" ? undefined : "none"}>
            <SimpleGrid cols={{ base: 1, md: 2 }}>
              <Stack gap="xs">
                <Textarea
                  ref={html}
                  label={t("mailings.designer.html")}
                  value={body}
                  onChange={(e) => setBody(e.currentTarget.value)}
                  autosize
                  minRows={10}
                  maxRows={24}
                  styles={{ input: { fontFamily: "monospace", fontSize: 13 } }}
                  data-testid="newsletter-html"
                />
                <Group gap="xs">
                  <Button variant="light" size="xs" onClick={() => insert(NEWSLETTER_CONTENT_PLACEHOLDER)}>
                    {t("mailings.designer.insertContent")}
                  </Button>
                  <Button variant="light" size="xs" onClick={() => insert(NEWSLETTER_DISCLAIMER_PLACEHOLDER)}>
                    {t("mailings.designer.insertDisclaimer")}
                  </Button>
                </Group>
                <Textarea
                  label={t("mailings.designer.css")}
                  value={css}
                  onChange={(e) => setCss(e.currentTarget.value)}
                  autosize
                  minRows={3}
                  maxRows={10}
                  styles={{ input: { fontFamily: "monospace", fontSize: 13 } }}
                  data-testid="newsletter-css"
                />
              </Stack>
              <Stack gap="xs">
                <Text size="sm" fw={500}>
                  {t("mailings.designer.preview")}
                </Text>
                <iframe
                  title={t("mailings.designer.previewFrame")}
                  sandbox=""
                  srcDoc={previewDocument(body, css)}
                  style={{
                    width: "100%",
                    minHeight: 320,
                    border: "1px solid var(--mantine-color-gray-4)",
                    borderRadius: 4,
                  }}
                  data-testid="newsletter-preview"
                />
              </Stack>
            </SimpleGrid>
          </Box>
          <Text size="xs" c="dimmed" data-testid="newsletter-imprint-note">
            {settings.mail_imprint ? t("mailings.designer.imprint") : t("mailings.designer.noImprint")}
          </Text>
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending || exporting} disabled={busy} data-testid="newsletter-save">
              {t("mailings.settings.save")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

/** Not in the spec: an administrator sends a mailing kind now and reads the mails in the outbox. */
function SendNow() {
  const { t } = useTranslation();
  const send = useAppMutation({
    mutationFn: (kind: MailingKind) => sendNow(kind),
    onSuccess: ({ queued }) => notifySaved(t("mailings.sendNow.queued", { count: queued })),
  });
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t("mailings.sendNow.title")}
        </Title>
        <Text size="sm" c="dimmed">
          {t("mailings.sendNow.intro")}
        </Text>
        <Group gap="xs">
          {MAILING_KINDS.map((kind) => (
            <Button
              key={kind}
              variant="default"
              onClick={() => send.mutate(kind)}
              disabled={send.isPending}
              data-testid={`send-now-${kind}`}
            >
              {t(`mailings.sendNow.kinds.${kind}`)}
            </Button>
          ))}
        </Group>
      </Stack>
    </Paper>
  );
}
