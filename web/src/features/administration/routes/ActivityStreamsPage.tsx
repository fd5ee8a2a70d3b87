import { type AdminActivityStream, activityStreamBody, MAX_STREAM_SLUG } from "@intranet/contracts";
import { Anchor, Button, Group, NumberInput, Paper, Stack, Text, Textarea, TextInput, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconPencil, IconPlus, IconTimeline, IconTrash } from "@tabler/icons-react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams } from "react-router";
import { openConfirm } from "../../../components/confirm";
import { EmptyState } from "../../../components/EmptyState";
import { QueryState } from "../../../components/QueryState";
import { notifySaved } from "../../../components/toasts";
import { contractValidator, formErrorTarget } from "../../../lib/forms";
import { useAppMutation } from "../../../lib/mutations";
import { adminStreamQuery, adminStreamsQuery, deleteStream, refreshStreams, saveStream } from "../api";
import { AdminOnly } from "../components/AdminOnly";

const LIST = "/administration/activitystreams";

function StreamRow({ stream }: { stream: AdminActivityStream }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const remove = useAppMutation({
    mutationFn: () => deleteStream(stream.id),
    onSuccess: async () => {
      notifySaved(t("administration.streams.deleted", { name: stream.name }));
      await refreshStreams(queryClient);
    },
  });
  return (
    <Paper component="li" withBorder radius="md" p="sm" data-testid="admin-stream">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Stack gap={2} style={{ minWidth: 0, flex: "1 1 14rem" }}>
          <Anchor component={Link} to={stream.path} fw={600} style={{ overflowWrap: "anywhere" }}>
            {stream.name}
          </Anchor>
          <Text size="sm" style={{ overflowWrap: "anywhere" }}>
            {stream.path}
          </Text>
          {stream.description && (
            <Text size="sm" style={{ overflowWrap: "anywhere" }}>
              {stream.description}
            </Text>
          )}
        </Stack>
        <Group gap="xs">
          <Button
            component={Link}
            to={`${LIST}/${stream.id}/edit`}
            variant="default"
            size="xs"
            leftSection={<IconPencil size={14} />}
            data-testid="admin-stream-edit"
          >
            {t("administration.streams.edit")}
          </Button>
          <Button
            variant="subtle"
            color="red"
            size="xs"
            leftSection={<IconTrash size={14} />}
            loading={remove.isPending}
            data-testid="admin-stream-delete"
            onClick={() =>
              openConfirm({
                message: t("administration.streams.deleteConfirm", { name: stream.name }),
                confirmLabel: t("administration.streams.delete"),
                danger: true,
                onConfirm: () => remove.mutate(),
              })
            }
          >
            {t("administration.streams.delete")}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}

/** /administration/activitystreams: the network streams besides `all`, with new, edit and delete. */
export function ActivityStreamsPage() {
  return (
    <AdminOnly>
      <StreamList />
    </AdminOnly>
  );
}

function StreamList() {
  const { t } = useTranslation();
  const query = useQuery(adminStreamsQuery);
  return (
    <Stack gap="md" maw={860}>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Title order={1} size="h2">
          {t("administration.streams.title")}
        </Title>
        <Button component={Link} to={`${LIST}/new`} leftSection={<IconPlus size={16} />} data-testid="admin-stream-new">
          {t("administration.streams.new")}
        </Button>
      </Group>
      <Text>{t("administration.streams.intro")}</Text>
      <QueryState
        query={query}
        isEmpty={(data) => data.streams.length === 0}
        empty={
          <EmptyState
            title={t("administration.streams.emptyTitle")}
            description={t("administration.streams.emptyText")}
            icon={<IconTimeline />}
          />
        }
      >
        {(data) => (
          <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: "none" }} data-testid="admin-streams">
            {data.streams.map((stream) => (
              <StreamRow key={stream.id} stream={stream} />
            ))}
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}

type FormValues = { name: string; slug: string; description: string; position: number | string };

const toBody = (v: FormValues) => ({
  name: v.name.trim(),
  slug: v.slug.trim(),
  description: v.description.trim(),
  position: typeof v.position === "number" ? v.position : undefined,
});

/** A slug proposed from the name while the administrator has not typed one: lowercase, digits and hyphens. */
const slugFromName = (name: string) =>
  name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, MAX_STREAM_SLUG);

/** The stream form: name, slug (its address), description and position; new or over `stream`. */
export function ActivityStreamForm({ stream }: { stream: AdminActivityStream | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useForm<FormValues>({
    initialValues: {
      name: stream?.name ?? "",
      slug: stream?.slug ?? "",
      description: stream?.description ?? "",
      position: stream?.position ?? "",
    },
    validate: contractValidator(activityStreamBody, toBody),
  });
  const save = useAppMutation({
    mutationFn: (v: FormValues) => saveStream(stream?.id ?? null, toBody(v)),
    onSuccess: async (saved) => {
      notifySaved(t(stream ? "administration.streams.saved" : "administration.streams.created", { name: saved.name }));
      await refreshStreams(queryClient);
      navigate(LIST);
    },
    form: formErrorTarget(form),
    saveFailed: true,
  });
  const slugTouched = stream !== null || form.isDirty("slug");
  return (
    <Paper withBorder radius="md" p="md" maw={640}>
      <form onSubmit={form.onSubmit((v) => save.mutate(v))} noValidate data-testid="admin-stream-form">
        <Stack gap="md">
          <Title order={1} size="h2" style={{ overflowWrap: "anywhere" }}>
            {stream ? t("administration.streams.editTitle", { name: stream.name }) : t("administration.streams.new")}
          </Title>
          <TextInput
            label={t("administration.streams.name")}
            required
            maxLength={100}
            data-testid="admin-stream-name"
            {...form.getInputProps("name")}
            onChange={(event) => {
              const name = event.currentTarget.value;
              form.setFieldValue("name", name);
              if (!slugTouched) form.setFieldValue("slug", slugFromName(name));
            }}
          />
          <TextInput
            label={t("administration.streams.slug")}
            description={t("administration.streams.slugHint")}
            required
            maxLength={MAX_STREAM_SLUG}
            data-testid="admin-stream-slug"
            {...form.getInputProps("slug")}
          />
          <Textarea
            label={t("administration.streams.description")}
            rows={3}
            maxLength={500}
            data-testid="admin-stream-description"
            {...form.getInputProps("description")}
          />
          <NumberInput
            label={t("administration.streams.position")}
            description={t("administration.streams.positionHint")}
            min={0}
            max={10000}
            allowDecimal={false}
            allowNegative={false}
            data-testid="admin-stream-position"
            {...form.getInputProps("position")}
          />
          <Group justify="flex-end" gap="sm">
            <Button component={Link} to={LIST} variant="default" data-testid="admin-stream-cancel">
              {t("administration.streams.cancel")}
            </Button>
            <Button type="submit" loading={save.isPending} disabled={save.isPending} data-testid="admin-stream-save">
              {t("administration.streams.save")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

/** /administration/activitystreams/new */
export function NewActivityStreamPage() {
  return (
    <AdminOnly>
      <ActivityStreamForm stream={null} />
    </AdminOnly>
  );
}

function EditStream() {
  const { id = "" } = useParams();
  const query = useQuery(adminStreamQuery(id));
  return <QueryState query={query}>{(stream) => <ActivityStreamForm key={stream.id} stream={stream} />}</QueryState>;
}

/** /administration/activitystreams/{id}/edit */
export function EditActivityStreamPage() {
  return (
    <AdminOnly>
      <EditStream />
    </AdminOnly>
  );
}
