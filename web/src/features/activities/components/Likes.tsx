import type { Activity } from "@intranet/contracts";
import { Button, Group, Text, UnstyledButton } from "@mantine/core";
import { IconHeart, IconHeartFilled } from "@tabler/icons-react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNetwork } from "../../../api/network";
import { useAppMutation } from "../../../lib/mutations";
import { likersQuery, patchActivity, setLiked } from "../api";
import { MembersDialog } from "./MembersDialog";

/** "Anna", "Anna and Ben", "Anna, Ben and Carl", "Anna, Ben, Carl and 4 others". */
function useLikersText(activity: Activity): string {
  const { t, i18n } = useTranslation();
  const names = activity.likers.map((m) => m.displayName);
  const others = activity.like_count - names.length;
  const locale = i18n.language.split("_")[0] === "en" ? "en-GB" : (i18n.language.split("_")[0] ?? "en-GB");
  if (names.length === 0) return t("activities.likes.count", { count: activity.like_count });
  if (others > 0) return t("activities.likes.byOthers", { names: names.join(", "), count: others });
  return new Intl.ListFormat(locale, { style: "long", type: "conjunction" }).format(names);
}

function LikersModal({ activityId, opened, onClose }: { activityId: string; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const likers = useQuery({ ...likersQuery(activityId), enabled: opened });
  return (
    <MembersDialog
      opened={opened}
      onClose={onClose}
      title={t("activities.likes.title")}
      query={likers}
      errorMessage={t("activities.likes.loadError")}
      emptyText={t("activities.likes.none")}
      testId="likers"
    />
  );
}

/** The like button with its count, and who likes it ("Anna, Ben and 3 others", the full list in a dialog). */
export function LikeBar({ activity }: { activity: Activity }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const me = useNetwork().current_member;
  const [open, setOpen] = useState(false);
  const text = useLikersText(activity);
  const toggle = useAppMutation({
    mutationFn: (like: boolean) => setLiked(activity.id, like),
    onSuccess: ({ liked, like_count }) => {
      void patchActivity(queryClient, activity.id, (a) => {
        const others = a.likers.filter((m) => m.id !== me?.id);
        const likers =
          liked && me && others.length < 3
            ? [
                ...others,
                {
                  id: me.id,
                  displayName: me.displayName,
                  images: me.images,
                  is_external: me.is_external,
                  path: me.path,
                },
              ]
            : others;
        return { ...a, liked, like_count, likers };
      });
      // Who likes it changed: the first likers and the full list come from the server again.
      void queryClient.invalidateQueries({ queryKey: ["activities", "likers", activity.id] });
    },
  });
  return (
    <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
      {activity.can.like && (
        <Button
          size="compact-sm"
          variant={activity.liked ? "light" : "subtle"}
          color={activity.liked ? "red" : "gray"}
          leftSection={activity.liked ? <IconHeartFilled size={16} /> : <IconHeart size={16} />}
          aria-pressed={activity.liked}
          disabled={toggle.isPending}
          onClick={() => toggle.mutate(!activity.liked)}
          data-testid="like-button"
        >
          {activity.liked ? t("activities.likes.unlike") : t("activities.likes.like")}
        </Button>
      )}
      {activity.like_count > 0 && (
        <>
          <UnstyledButton
            onClick={() => setOpen(true)}
            style={{ minWidth: 0 }}
            aria-haspopup="dialog"
            data-testid="likers-summary"
          >
            <Text size="sm" c="dimmed" truncate="end">
              {text}
            </Text>
          </UnstyledButton>
          <LikersModal activityId={activity.id} opened={open} onClose={() => setOpen(false)} />
        </>
      )}
    </Group>
  );
}
