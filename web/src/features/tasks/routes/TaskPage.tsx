import type { Task } from "@intranet/contracts";
import { Badge, Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { IconArchive, IconCheck, IconChecklist, IconPencil, IconRestore, IconTrash, IconX } from "@tabler/icons-react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams } from "react-router";
import { openConfirm } from "../../../components/confirm";
import { EmptyState } from "../../../components/EmptyState";
import { MemberAvatar } from "../../../components/MemberAvatar";
import { QueryState } from "../../../components/QueryState";
import { notifySaved } from "../../../components/toasts";
import { useAppMutation } from "../../../lib/mutations";
import { usePageTitle } from "../../../lib/page-title";
import { deleteTask, refreshTasks, type TaskAction, taskAction, taskQuery } from "../api";
import { DueBadge, StarButton, stateBadge } from "../components/TaskCard";
import { TaskFormModal } from "../components/TaskFormModal";

function TaskView({ task }: { task: Task }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  usePageTitle(task.title);
  const done: Record<TaskAction, string | null> = {
    accept: t("tasks.accepted"),
    decline: t("tasks.declinedToast"),
    archive: t("tasks.archived"),
    restore: t("tasks.restored"),
    star: null,
    unstar: null,
  };
  const act = useAppMutation({
    mutationFn: (action: TaskAction) => taskAction(task.id, action),
    onSuccess: async (updated, action) => {
      queryClient.setQueryData(taskQuery(task.id).queryKey, updated);
      const text = done[action];
      if (text) notifySaved(text);
      await refreshTasks(queryClient);
    },
  });
  const remove = useAppMutation({
    mutationFn: () => deleteTask(task.id),
    onSuccess: async () => {
      notifySaved(t("tasks.deleted", { title: task.title }));
      navigate(task.group ? `/groups/${task.group.slug}/tasks` : "/tasks/my");
      await refreshTasks(queryClient);
    },
  });
  const busy = act.isPending ? act.variables : null;
  return (
    <Stack gap="md" maw={760}>
      <Paper withBorder radius="md" p="md" component="article" data-testid="task-detail">
        <Stack gap="sm">
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Title order={2} style={{ overflowWrap: "anywhere" }}>
              {task.title}
            </Title>
            <StarButton task={task} />
          </Group>
          <Group gap="xs">
            <DueBadge task={task} />
            {task.archived && (
              <Badge color="gray" data-testid="task-archived">
                {t("tasks.archivedBadge")}
              </Badge>
            )}
            {task.group ? (
              <Badge variant="outline" color="gray" component={Link} to={`/groups/${task.group.slug}/tasks`}>
                {t("tasks.inGroup", { group: task.group.name })}
              </Badge>
            ) : (
              <Badge variant="outline" color="gray">
                {t("tasks.personal")}
              </Badge>
            )}
          </Group>
          {task.creator && (
            <Text size="sm" c="dimmed">
              {t("tasks.createdBy", { name: task.creator.displayName })}
            </Text>
          )}
          {task.description && (
            <Text style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }} data-testid="task-description">
              {task.description}
            </Text>
          )}
          <Title order={3} size="h4">
            {t("tasks.assignees")}
          </Title>
          {task.assignees.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t("tasks.noAssignees")}
            </Text>
          ) : (
            <Stack gap="xs" component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }}>
              {task.assignees.map((a) => (
                <Group key={a.member.id} component="li" gap="sm" wrap="nowrap" data-testid="task-assignee">
                  <MemberAvatar member={a.member} size={28} radius="xl" />
                  <Text size="sm" style={{ flex: 1, overflowWrap: "anywhere" }}>
                    {a.member.displayName}
                  </Text>
                  <Badge {...stateBadge[a.state]}>{t(`tasks.states.${a.state}`)}</Badge>
                </Group>
              ))}
            </Stack>
          )}
          <Group gap="sm" mt="sm">
            {task.can.respond && task.my_state !== "accepted" && (
              <Button
                leftSection={<IconCheck size={16} />}
                onClick={() => act.mutate("accept")}
                loading={busy === "accept"}
                data-testid="task-accept"
              >
                {t("tasks.accept")}
              </Button>
            )}
            {task.can.respond && task.my_state !== "declined" && (
              <Button
                variant="default"
                leftSection={<IconX size={16} />}
                onClick={() => act.mutate("decline")}
                loading={busy === "decline"}
                data-testid="task-decline"
              >
                {t("tasks.decline")}
              </Button>
            )}
            {task.can.archive && (
              <Button
                variant="default"
                leftSection={task.archived ? <IconRestore size={16} /> : <IconArchive size={16} />}
                onClick={() => act.mutate(task.archived ? "restore" : "archive")}
                loading={busy === "archive" || busy === "restore"}
                data-testid={task.archived ? "task-restore" : "task-archive"}
              >
                {t(task.archived ? "tasks.restore" : "tasks.archive")}
              </Button>
            )}
            {task.can.update && (
              <Button
                variant="default"
                leftSection={<IconPencil size={16} />}
                onClick={() => setEditing(true)}
                data-testid="task-edit"
              >
                {t("tasks.edit")}
              </Button>
            )}
            {task.can.destroy && (
              <Button
                variant="subtle"
                color="red"
                leftSection={<IconTrash size={16} />}
                loading={remove.isPending}
                onClick={() =>
                  openConfirm({
                    message: t("tasks.deleteConfirm", { title: task.title }),
                    confirmLabel: t("tasks.delete"),
                    danger: true,
                    onConfirm: () => remove.mutate(),
                  })
                }
                data-testid="task-delete"
              >
                {t("tasks.delete")}
              </Button>
            )}
          </Group>
        </Stack>
      </Paper>
      {editing && <TaskFormModal opened task={task} onClose={() => setEditing(false)} />}
    </Stack>
  );
}

/** /tasks/{taskId}: a task with its assignees' answers and what the member may do with it. */
export function TaskPage() {
  const { t } = useTranslation();
  const { id = "" } = useParams();
  const query = useQuery(taskQuery(id));
  if (!query.isSuccess)
    return <QueryState query={query} notFound={<EmptyState title={t("tasks.notFound")} icon={<IconChecklist />} />} />;
  return <TaskView task={query.data} />;
}
