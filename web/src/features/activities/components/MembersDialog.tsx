import type { MemberSummary } from "@intranet/contracts";
import { Anchor, Group, Modal, Stack } from "@mantine/core";
import type { UseQueryResult } from "@tanstack/react-query";
import { Link } from "react-router";
import { EmptyState } from "../../../components/EmptyState";
import { MemberAvatar } from "../../../components/MemberAvatar";
import { QueryState } from "../../../components/QueryState";

/** A dialog listing members (who liked a post, who voted for an answer), each a link to their profile. */
export function MembersDialog({
  opened,
  onClose,
  title,
  query,
  errorMessage,
  emptyText,
  testId,
}: {
  opened: boolean;
  onClose: () => void;
  title: string;
  query: UseQueryResult<{ members: MemberSummary[] }>;
  errorMessage: string;
  emptyText: string;
  testId: string;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} data-testid={`${testId}-modal`}>
      <QueryState
        query={query}
        errorMessage={errorMessage}
        isEmpty={(data) => data.members.length === 0}
        empty={<EmptyState title={emptyText} />}
      >
        {(data) => (
          <Stack gap="xs" data-testid={`${testId}-list`}>
            {data.members.map((m) => (
              <Group key={m.id} gap="sm" wrap="nowrap">
                <MemberAvatar member={m} size="sm" />
                <Anchor component={Link} to={m.path} truncate="end" onClick={onClose}>
                  {m.displayName}
                </Anchor>
              </Group>
            ))}
          </Stack>
        )}
      </QueryState>
    </Modal>
  );
}
