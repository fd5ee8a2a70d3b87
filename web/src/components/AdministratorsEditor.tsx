import type { MemberSummary } from "@intranet/contracts";
import { ActionIcon, Anchor, Button, Group, Paper, Stack } from "@mantine/core";
import { IconTrash } from "@tabler/icons-react";
import { useState } from "react";
import { Link } from "react-router";
import { EmptyState } from "./EmptyState";
import { MemberAvatar } from "./MemberAvatar";
import { MemberPicker } from "./MemberPicker";

export interface AdministratorsEditorProps {
  admins: MemberSummary[];
  /** Appoints the picked members; the picker empties once it succeeded (a failure is the caller's to show). */
  onAppoint: (members: MemberSummary[]) => Promise<unknown>;
  appointing: boolean;
  onDismiss: (member: MemberSummary) => void;
  /** The member whose dismissal is under way. */
  dismissing: string | null;
  texts: { pick: string; appoint: string; empty: string; dismiss: (name: string) => string };
  /** Test ids `{testId}-appoint`, `{testId}s`, `{testId}-row`, `{testId}-dismiss`. */
  testId: string;
}

/**
 * Who administrates something (a group category, a channel): a member picker to appoint more and one row per
 * administrator with a button to dismiss them.
 */
export function AdministratorsEditor({
  admins,
  onAppoint,
  appointing,
  onDismiss,
  dismissing,
  texts,
  testId,
}: AdministratorsEditorProps) {
  const [picked, setPicked] = useState<MemberSummary[]>([]);
  return (
    <>
      <Group align="flex-end" wrap="wrap" gap="sm">
        <div style={{ flex: "1 1 240px", minWidth: 0 }}>
          <MemberPicker label={texts.pick} value={picked} onChange={setPicked} excludeIds={admins.map((a) => a.id)} />
        </div>
        <Button
          onClick={() =>
            void onAppoint(picked).then(
              () => setPicked([]),
              () => undefined,
            )
          }
          disabled={picked.length === 0}
          loading={appointing}
          data-testid={`${testId}-appoint`}
        >
          {texts.appoint}
        </Button>
      </Group>
      {admins.length === 0 ? (
        <EmptyState title={texts.empty} />
      ) : (
        <Stack gap={6} data-testid={`${testId}s`}>
          {admins.map((admin) => (
            <Paper key={admin.id} withBorder px="sm" py={6} radius="sm" data-testid={`${testId}-row`}>
              <Group gap="xs" wrap="nowrap" justify="space-between">
                <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
                  <MemberAvatar member={admin} size="sm" />
                  <Anchor component={Link} to={admin.path} fw={500} truncate>
                    {admin.displayName}
                  </Anchor>
                </Group>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={texts.dismiss(admin.displayName)}
                  onClick={() => onDismiss(admin)}
                  loading={dismissing === admin.id}
                  data-testid={`${testId}-dismiss`}
                >
                  <IconTrash size={18} />
                </ActionIcon>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
    </>
  );
}
