import { type MemberSummary, TASK_DESCRIPTION_MAX, TASK_TITLE_MAX, type Task, taskBody } from "@intranet/contracts";
import { Button, Group, Modal, Stack, Textarea, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { MemberPicker } from "../../../components/MemberPicker";
import { notifySaved } from "../../../components/toasts";
import { contractValidator, formErrorTarget } from "../../../lib/forms";
import { useAppMutation } from "../../../lib/mutations";
import { createTask, refreshTasks, updateTask } from "../api";

type FormValues = { title: string; description: string; due_on: string };

interface TaskFormModalProps {
  opened: boolean;
  onClose: () => void;
  /** The task being edited; a new task without it. */
  task?: Task;
  /** A new task of this group (its tasks screen). */
  groupId?: string;
}

/**
 * The task form in a dialog (as Planner adds a task in place): title, description, due date (the browser's own date
 * field, which phones show as their date wheel) and assignees. A new task opens on its own page once saved.
 */
export function TaskFormModal({ opened, onClose, task, groupId }: TaskFormModalProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [assignees, setAssignees] = useState<MemberSummary[]>(task?.assignees.map((a) => a.member) ?? []);
  const toBody = (v: FormValues) => ({
    task: {
      title: v.title.trim(),
      description: v.description,
      due_on: v.due_on || null,
      group_id: task ? task.group?.id : groupId,
      assignee_ids: assignees.map((m) => m.id),
    },
  });
  const form = useForm<FormValues>({
    initialValues: { title: task?.title ?? "", description: task?.description ?? "", due_on: task?.due_on ?? "" },
    validate: contractValidator(taskBody, toBody),
  });
  const save = useAppMutation({
    mutationFn: (v: FormValues) => (task ? updateTask(task.id, toBody(v)) : createTask(toBody(v))),
    onSuccess: async (saved) => {
      notifySaved(task ? t("tasks.form.saved") : t("tasks.form.created", { title: saved.title }));
      onClose();
      if (!task) navigate(saved.path);
      await refreshTasks(queryClient);
    },
    form: formErrorTarget(form),
    saveFailed: t("tasks.form.saveFailed"),
  });
  const grouped = Boolean(task?.group ?? groupId);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={task ? t("tasks.form.editTitle") : t("tasks.form.newTitle")}
      size="lg"
      data-testid="task-form"
    >
      <form onSubmit={form.onSubmit((v) => save.mutate(v))} noValidate>
        <Stack gap="md">
          <TextInput
            label={t("tasks.form.title")}
            required
            maxLength={TASK_TITLE_MAX}
            data-autofocus
            data-testid="task-title-input"
            {...form.getInputProps("title")}
          />
          <Textarea
            label={t("tasks.form.description")}
            autosize
            minRows={3}
            maxLength={TASK_DESCRIPTION_MAX}
            data-testid="task-description-input"
            {...form.getInputProps("description")}
          />
          <TextInput
            type="date"
            label={t("tasks.form.dueOn")}
            data-testid="task-due-input"
            {...form.getInputProps("due_on")}
          />
          <MemberPicker
            label={t("tasks.form.assignees")}
            description={grouped ? t("tasks.form.groupAssigneesHint") : t("tasks.form.assigneesHint")}
            value={assignees}
            onChange={setAssignees}
            error={form.errors.assignee_ids as string | undefined}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} data-testid="task-cancel">
              {t("tasks.form.cancel")}
            </Button>
            <Button
              type="submit"
              loading={save.isPending}
              disabled={form.values.title.trim() === ""}
              data-testid="task-save"
            >
              {t("tasks.form.save")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
