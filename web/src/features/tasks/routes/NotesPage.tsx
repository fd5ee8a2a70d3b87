import { TASK_NOTE_MAX, type TaskNote } from "@intranet/contracts";
import { ActionIcon, Button, Group, Paper, Stack, Text, Textarea, Title, Tooltip } from "@mantine/core";
import { IconNotes, IconPencil, IconTrash } from "@tabler/icons-react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNetwork } from "../../../api/network";
import { openConfirm } from "../../../components/confirm";
import { EmptyState } from "../../../components/EmptyState";
import { QueryState } from "../../../components/QueryState";
import { notifySaved } from "../../../components/toasts";
import { formatInstant } from "../../../lib/dates";
import { useAppMutation } from "../../../lib/mutations";
import { createNote, deleteNote, notesQuery, refreshTasks, updateNote } from "../api";

function NoteCard({ note }: { note: TaskNote }) {
  const { t } = useTranslation();
  const zone = useNetwork().current_member?.time_zone;
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<string | null>(null);
  const save = useAppMutation({
    mutationFn: (body: string) => updateNote(note.id, { note: { body } }),
    onSuccess: async () => {
      setDraft(null);
      notifySaved(t("tasks.notes.saved"));
      await refreshTasks(queryClient);
    },
    saveFailed: true,
  });
  const remove = useAppMutation({
    mutationFn: () => deleteNote(note.id),
    onSuccess: async () => {
      notifySaved(t("tasks.notes.deleted"));
      await refreshTasks(queryClient);
    },
  });
  return (
    <Paper withBorder radius="md" p="sm" component="li" data-testid="task-note">
      {draft === null ? (
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
            <Text style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>{note.body}</Text>
            <Text size="xs" c="dimmed">
              <time dateTime={note.updated_at}>{formatInstant(note.updated_at, zone)}</time>
            </Text>
          </Stack>
          <Group gap={4} wrap="nowrap">
            <Tooltip label={t("tasks.notes.edit")}>
              <ActionIcon
                variant="subtle"
                aria-label={t("tasks.notes.edit")}
                onClick={() => setDraft(note.body)}
                data-testid="task-note-edit"
              >
                <IconPencil size={16} />
              </ActionIcon>
            </Tooltip>
            <Tooltip label={t("tasks.notes.delete")}>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t("tasks.notes.delete")}
                loading={remove.isPending}
                onClick={() =>
                  openConfirm({
                    message: t("tasks.notes.deleteConfirm"),
                    confirmLabel: t("tasks.notes.delete"),
                    danger: true,
                    onConfirm: () => remove.mutate(),
                  })
                }
                data-testid="task-note-delete"
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Tooltip>
          </Group>
        </Group>
      ) : (
        <Stack gap="xs">
          <Textarea
            label={t("tasks.notes.editLabel")}
            autosize
            minRows={2}
            maxLength={TASK_NOTE_MAX}
            value={draft}
            onChange={(e) => setDraft(e.currentTarget.value)}
            data-testid="task-note-edit-input"
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" size="xs" onClick={() => setDraft(null)}>
              {t("tasks.notes.cancel")}
            </Button>
            <Button
              size="xs"
              disabled={draft.trim() === ""}
              loading={save.isPending}
              onClick={() => save.mutate(draft)}
              data-testid="task-note-save"
            >
              {t("tasks.notes.save")}
            </Button>
          </Group>
        </Stack>
      )}
    </Paper>
  );
}

/** /tasks/notes: the member's private notes, newest first, written, changed and deleted in place. */
export function NotesPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const query = useQuery(notesQuery);
  const [text, setText] = useState("");
  const add = useAppMutation({
    mutationFn: () => createNote({ note: { body: text } }),
    onSuccess: async () => {
      setText("");
      notifySaved(t("tasks.notes.saved"));
      await refreshTasks(queryClient);
    },
    saveFailed: true,
  });
  return (
    <Stack gap="md" maw={760} data-testid="task-notes-page">
      <Title order={2}>{t("tasks.titles.notes")}</Title>
      <Text size="sm" c="dimmed">
        {t("tasks.notes.intro")}
      </Text>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (text.trim()) add.mutate();
        }}
      >
        <Stack gap="xs">
          <Textarea
            label={t("tasks.notes.label")}
            autosize
            minRows={2}
            maxLength={TASK_NOTE_MAX}
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
            data-testid="task-note-input"
          />
          <Group justify="flex-end">
            <Button type="submit" disabled={text.trim() === ""} loading={add.isPending} data-testid="task-note-add">
              {t("tasks.notes.add")}
            </Button>
          </Group>
        </Stack>
      </form>
      {!query.isSuccess ? (
        <QueryState query={query} />
      ) : query.data.notes.length === 0 ? (
        <EmptyState title={t("tasks.notes.empty")} icon={<IconNotes />} />
      ) : (
        <Stack gap="xs" component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }}>
          {query.data.notes.map((note) => (
            <NoteCard key={note.id} note={note} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
