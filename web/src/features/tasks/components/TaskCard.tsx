import type { Task } from "@intranet/contracts";
import { ActionIcon, Avatar, Badge, Box, Group, Paper, Text, Tooltip } from "@mantine/core";
import { IconStar, IconStarFilled } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { MemberAvatar } from "../../../components/MemberAvatar";
import { formatDate, todayIn } from "../../../lib/dates";
import { useAppMutation } from "../../../lib/mutations";
import { refreshTasks, taskAction } from "../api";

/** Dark fills where a light one would be too faint for small text (WCAG AA). */
export const stateBadge = {
  open: { color: "gray", variant: "light" },
  accepted: { color: "teal.9", variant: "filled" },
  declined: { color: "red.9", variant: "filled" },
} as const;

/** How many assignees a card shows before "+n". */
const AVATARS_SHOWN = 5;

/** The due date as a badge: red once it has passed (in the member's time zone), none for an undated task. */
export function DueBadge({ task }: { task: Task }) {
  const { t } = useTranslation();
  if (!task.due_on) return null;
  const overdue = !task.archived && task.due_on < todayIn();
  return (
    <Badge variant={overdue ? "filled" : "light"} color={overdue ? "red.9" : "gray"} data-testid="task-due">
      {t(overdue ? "tasks.overdue" : "tasks.due", { date: formatDate(task.due_on) })}
    </Badge>
  );
}

/** The member's own star on a task, a toggle button. */
export function StarButton({ task }: { task: Task }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const toggle = useAppMutation({
    mutationFn: () => taskAction(task.id, task.starred ? "unstar" : "star"),
    onSuccess: () => refreshTasks(queryClient),
  });
  const label = t(task.starred ? "tasks.unstar" : "tasks.star", { title: task.title });
  return (
    <Tooltip label={label} position="bottom-end" multiline maw={240} middlewares={{ flip: true, shift: true }}>
      <ActionIcon
        variant="subtle"
        color="yellow"
        aria-label={label}
        aria-pressed={task.starred}
        loading={toggle.isPending}
        onClick={() => toggle.mutate()}
        data-testid="task-star"
      >
        {task.starred ? <IconStarFilled size={18} /> : <IconStar size={18} />}
      </ActionIcon>
    </Tooltip>
  );
}

/** A task in a list: title (to its page), due date, group, the member's answer and the assignees. */
export function TaskCard({ task }: { task: Task }) {
  const { t } = useTranslation();
  const more = task.assignees.length - AVATARS_SHOWN;
  return (
    <Paper withBorder radius="md" p="sm" data-testid="task-card" data-task-id={task.id}>
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
        <Box style={{ minWidth: 0, flex: 1 }}>
          <Text component={Link} to={task.path} fw={600} lineClamp={2} style={{ overflowWrap: "anywhere" }}>
            {task.title}
          </Text>
          {task.description && (
            <Text size="sm" c="dimmed" lineClamp={2} style={{ overflowWrap: "anywhere" }}>
              {task.description}
            </Text>
          )}
          <Group gap="xs" mt={6}>
            <DueBadge task={task} />
            {task.group && (
              <Badge variant="outline" color="gray">
                {task.group.name}
              </Badge>
            )}
            {task.my_state && (
              <Badge {...stateBadge[task.my_state]} data-testid="task-my-state">
                {t(`tasks.states.${task.my_state}`)}
              </Badge>
            )}
          </Group>
        </Box>
        <Group gap="xs" wrap="nowrap">
          {task.assignees.length > 0 && (
            <Avatar.Group>
              {task.assignees.slice(0, AVATARS_SHOWN).map((a) => (
                <MemberAvatar key={a.member.id} member={a.member} size={28} radius="xl" />
              ))}
              {more > 0 && (
                <Avatar size={28} radius="xl">
                  +{more}
                </Avatar>
              )}
            </Avatar.Group>
          )}
          <StarButton task={task} />
        </Group>
      </Group>
    </Paper>
  );
}
