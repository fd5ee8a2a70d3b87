import { type LegalText, legalTextCreateBody, legalTextHandle, legalTextUpdateBody } from "@intranet/contracts";
import { Accordion, Anchor, Badge, Button, Group, Paper, Select, Stack, Text, TextInput, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconPencil } from "@tabler/icons-react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams } from "react-router";
import { useNetwork } from "../../../api/network";
import { QueryState } from "../../../components/QueryState";
import { RichTextField } from "../../../components/RichTextField";
import { notifySaved } from "../../../components/toasts";
import { formatInstant } from "../../../lib/dates";
import { contractValidator, formErrorTarget } from "../../../lib/forms";
import { useAppMutation } from "../../../lib/mutations";
import { createLegalText, legalTextQuery, refreshLegalTexts, updateLegalText } from "../api";
import { AdminOnly } from "../components/AdminOnly";
import { RichTextView } from "../components/RichTextView";
import { LEGAL_TEXTS } from "./LegalTextsPage";

/** /administration/legal_texts/{id}: the current text and every version kept by the saves. */
export function LegalTextPage() {
  const { id = "" } = useParams();
  const query = useQuery(legalTextQuery(id));
  return (
    <AdminOnly>
      <QueryState query={query}>{(text) => <Versions text={text} />}</QueryState>
    </AdminOnly>
  );
}

function Versions({ text }: { text: LegalText }) {
  const { t } = useTranslation();
  const zone = useNetwork().current_member?.time_zone;
  return (
    <Stack gap="md" maw={860}>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Title order={1} size="h2" style={{ overflowWrap: "anywhere" }}>
          {text.name}
        </Title>
        {!text.read_only && (
          <Button
            component={Link}
            to={`${LEGAL_TEXTS}/${text.id}/edit`}
            variant="default"
            leftSection={<IconPencil size={16} />}
            data-testid="legal-text-edit"
          >
            {t("administration.legal.edit")}
          </Button>
        )}
      </Group>
      <Group gap="xs">
        <Badge variant="light">{t(`administration.legal.statements.${text.statement}`)}</Badge>
        {text.read_only && <Badge color="gray">{t("administration.legal.readOnly")}</Badge>}
        <Anchor component={Link} to={text.path}>
          {text.path}
        </Anchor>
      </Group>
      <Title order={2} size="h4">
        {t("administration.legal.versions")}
      </Title>
      <Accordion variant="separated" defaultValue={text.versions[0]?.id} data-testid="legal-text-versions">
        {text.versions.map((version, index) => (
          <Accordion.Item key={version.id} value={version.id} data-testid="legal-text-version">
            <Accordion.Control>
              <Text fw={600}>
                {t("administration.legal.version", { number: version.number })}
                {index === 0 && ` · ${t("administration.legal.current")}`}
              </Text>
              <Text size="sm" c="dimmed">
                {version.author_name
                  ? t("administration.legal.savedBy", {
                      date: formatInstant(version.created_at, zone),
                      name: version.author_name,
                    })
                  : t("administration.legal.savedAt", { date: formatInstant(version.created_at, zone) })}
              </Text>
            </Accordion.Control>
            <Accordion.Panel>
              <Text fw={600} mb="xs">
                {version.name}
              </Text>
              <RichTextView html={version.html_text} />
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </Stack>
  );
}

type FormValues = { name: string; handle: string; statement: "consent" | "information"; text: string };

const createBody = (v: FormValues) => ({
  legal_text: { name: v.name.trim(), handle: v.handle.trim(), statement: v.statement, text: v.text },
});
const updateBody = (v: FormValues) => ({ legal_text: { name: v.name.trim(), statement: v.statement, text: v.text } });

/** The legal text form (§5): name, statement, handle (made from the name on create, fixed afterwards) and text. */
function LegalTextForm({ text }: { text: LegalText | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [changed, setChanged] = useState(false);
  const form = useForm<FormValues>({
    initialValues: {
      name: text?.name ?? "",
      handle: text?.handle ?? "",
      statement: text?.statement ?? "consent",
      text: text?.text ?? "",
    },
    validate: text
      ? contractValidator(legalTextUpdateBody, updateBody)
      : contractValidator(legalTextCreateBody, createBody),
  });
  const save = useAppMutation({
    mutationFn: (v: FormValues) => (text ? updateLegalText(text.id, updateBody(v)) : createLegalText(createBody(v))),
    onSuccess: async (saved) => {
      notifySaved();
      queryClient.setQueryData(legalTextQuery(saved.id).queryKey, saved);
      await refreshLegalTexts(queryClient);
      navigate(`${LEGAL_TEXTS}/${saved.id}`);
    },
    form: formErrorTarget(form),
    saveFailed: true,
  });
  const field = <K extends keyof FormValues>(key: K, value: FormValues[K]) => {
    setChanged(true);
    form.setValues({ [key]: value } as Partial<FormValues>);
  };
  return (
    <Paper withBorder radius="md" p="md" maw={860}>
      <form onSubmit={form.onSubmit((v) => save.mutate(v))} noValidate data-testid="legal-text-form">
        <Stack gap="md">
          <Title order={1} size="h2" style={{ overflowWrap: "anywhere" }}>
            {text ? t("administration.legal.editTitle", { name: text.name }) : t("administration.legal.new")}
          </Title>
          <TextInput
            label={t("administration.legal.name")}
            required
            maxLength={120}
            data-testid="legal-text-name"
            {...form.getInputProps("name")}
            onChange={(event) => {
              const name = event.currentTarget.value;
              field("name", name);
              if (!text) form.setFieldValue("handle", legalTextHandle(name));
            }}
          />
          <Select
            label={t("administration.legal.statement")}
            description={t("administration.legal.statementHint")}
            required
            allowDeselect={false}
            data={(["consent", "information"] as const).map((value) => ({
              value,
              label: t(`administration.legal.statements.${value}`),
            }))}
            data-testid="legal-text-statement"
            {...form.getInputProps("statement")}
            onChange={(value) => value && field("statement", value as FormValues["statement"])}
          />
          <TextInput
            label={t("administration.legal.handle")}
            description={t("administration.legal.handleHint")}
            required
            disabled={text !== null}
            data-testid="legal-text-handle"
            {...form.getInputProps("handle")}
          />
          <RichTextField
            label={t("administration.legal.text")}
            required
            initial={text?.text ?? ""}
            onChange={(html) => field("text", html)}
            error={form.errors.text}
            testId="legal-text-editor"
            minHeight={280}
          />
          <Group justify="flex-end" gap="sm">
            <Button component={Link} to={text ? `${LEGAL_TEXTS}/${text.id}` : LEGAL_TEXTS} variant="default">
              {t("administration.legal.cancel")}
            </Button>
            <Button
              type="submit"
              disabled={!changed || save.isPending}
              loading={save.isPending}
              data-testid="legal-text-save"
            >
              {t("administration.legal.save")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

/** /administration/legal_texts/new */
export function NewLegalTextPage() {
  return (
    <AdminOnly>
      <LegalTextForm text={null} />
    </AdminOnly>
  );
}

/** /administration/legal_texts/{id}/edit: not offered for read-only texts (the server refuses them too). */
export function EditLegalTextPage() {
  const { t } = useTranslation();
  const { id = "" } = useParams();
  const query = useQuery(legalTextQuery(id));
  return (
    <AdminOnly>
      <QueryState query={query}>
        {(text) =>
          text.read_only ? (
            <Text data-testid="legal-text-read-only">{t("administration.legal.readOnlyHint")}</Text>
          ) : (
            <LegalTextForm text={text} />
          )
        }
      </QueryState>
    </AdminOnly>
  );
}
