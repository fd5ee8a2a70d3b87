import type { TaskFilter, TaskList } from "@intranet/contracts";
import { Button, Group, Stack, Title } from "@mantine/core";
import { IconArchive, IconChecklist, IconPlus } from "@tabler/icons-react";
import { type InfiniteData, type UseInfiniteQueryResult, useInfiniteQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { EmptyState } from "../../../components/EmptyState";
import { LoadMore } from "../../../components/LoadMore";
import { QueryState } from "../../../components/QueryState";
import { GroupContentLayout } from "../../groups";
import { groupTasksQuery, tasksQuery } from "../api";
import { TaskCard } from "../components/TaskCard";
import { TaskFormModal } from "../components/TaskFormModal";

interface TaskListViewProps {
  title: string;
  empty: string;
  query: UseInfiniteQueryResult<InfiniteData<TaskList>>;
  groupId?: string;
  headingOrder?: 2 | 3;
  extra?: React.ReactNode;
}

function TaskListView({ title, empty, query, groupId, headingOrder = 2, extra }: TaskListViewProps) {
  const { t } = useTranslation();
  const [formOpen, setFormOpen] = useState(false);
  const tasks = query.data?.pages.flatMap((page) => page.tasks) ?? [];
  const canCreate = query.data?.pages[0]?.can.create;
  return (
    <Stack gap="md" maw={860} data-testid="tasks-page">
      <Group justify="space-between" wrap="wrap">
        <Title order={headingOrder}>{title}</Title>
        <Group gap="sm">
          {extra}
          {canCreate && (
            <Button leftSection={<IconPlus size={16} />} onClick={() => setFormOpen(true)} data-testid="task-new">
              {t("tasks.newTask")}
            </Button>
          )}
        </Group>
      </Group>
      {!query.isSuccess ? (
        <QueryState query={query} errorMessage={t("tasks.loadError")} />
      ) : tasks.length === 0 ? (
        <EmptyState title={empty} icon={<IconChecklist />} />
      ) : (
        <Stack gap="xs" data-testid="task-list">
          {tasks.map((task) => (
            <TaskCard key={task.id} task={task} />
          ))}
        </Stack>
      )}
      <LoadMore query={query} label={t("tasks.loadMore")} />
      {formOpen && <TaskFormModal opened onClose={() => setFormOpen(false)} groupId={groupId} />}
    </Stack>
  );
}

/** /tasks/my, /tasks/assigned, /tasks/declined, /tasks/starred and /tasks/archive: one of the member's lists. */
export function TasksPage({ filter }: { filter: TaskFilter }) {
  const { t } = useTranslation();
  const query = useInfiniteQuery(tasksQuery(filter));
  return <TaskListView title={t(`tasks.titles.${filter}`)} empty={t(`tasks.empty.${filter}`)} query={query} />;
}

export const MyTasksPage = () => <TasksPage filter="my" />;
export const AssignedTasksPage = () => <TasksPage filter="assigned" />;
export const DeclinedTasksPage = () => <TasksPage filter="declined" />;
export const StarredTasksPage = () => <TasksPage filter="starred" />;
export const ArchivedTasksPage = () => <TasksPage filter="archive" />;

function GroupTasks({ group }: { group: { id: string; slug: string } }) {
  const { t } = useTranslation();
  const [archived, setArchived] = useState(false);
  const query = useInfiniteQuery(groupTasksQuery(group.slug, archived));
  return (
    <TaskListView
      title={t("tasks.titles.group")}
      empty={t(archived ? "tasks.empty.groupArchive" : "tasks.empty.group")}
      query={query}
      groupId={group.id}
      headingOrder={3}
      extra={
        <Button
          variant="default"
          leftSection={<IconArchive size={16} />}
          onClick={() => setArchived((a) => !a)}
          aria-pressed={archived}
          data-testid="tasks-toggle-archived"
        >
          {t(archived ? "tasks.showOpen" : "tasks.showArchived")}
        </Button>
      }
    />
  );
}

/** /groups/{slug}/tasks: the group's tasks under its header, for those who may read its content. */
export function GroupTasksPage() {
  return <GroupContentLayout>{(group) => <GroupTasks group={group} />}</GroupContentLayout>;
}
