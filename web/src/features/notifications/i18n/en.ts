/**
 * `{{actors}}` is the actor's name, or "Anna Becker and 4 others"; `count` is how many members did it; `{{title}}` is
 * the name of the group or appointment an invitation or join request is about.
 */
export const notificationsEn = {
  title: "Notifications",
  markAllRead: "Mark all as read",
  loadMore: "Load more",
  empty: "No notifications yet",
  emptyText:
    "When someone mentions you, replies to your posts or likes them, or invites you into a group or to an appointment, you will see it here.",
  loadError: "The notifications could not be loaded.",
  unread: "Unread",
  someone: "Someone",
  actorAndOthers_one: "{{actor}} and {{count}} other",
  actorAndOthers_other: "{{actor}} and {{count}} others",
  kinds: {
    mention_one: "{{actors}} mentioned you in “{{excerpt}}”",
    mention_other: "{{actors}} mentioned you in “{{excerpt}}”",
    reply_one: "{{actors}} replied to your post “{{excerpt}}”",
    reply_other: "{{actors}} replied to your post “{{excerpt}}”",
    answer_one: "{{actors}} answered your question “{{excerpt}}”",
    answer_other: "{{actors}} answered your question “{{excerpt}}”",
    like_one: "{{actors}} liked your post “{{excerpt}}”",
    like_other: "{{actors}} liked your post “{{excerpt}}”",
    accepted_answer_one: "{{actors}} accepted your answer to “{{excerpt}}”",
    accepted_answer_other: "{{actors}} accepted your answer to “{{excerpt}}”",
    group_invite: "{{actors}} invited you to join “{{title}}”",
    group_join_request: "{{actors}} asks to join “{{title}}”",
    group_join_approved: "{{actors}} accepted your request to join “{{title}}”",
    group_join_declined: "{{actors}} declined your request to join “{{title}}”",
    appointment_invite: "{{actors}} invited you to “{{title}}”",
    task_assigned: "{{actors}} assigned you the task “{{title}}”",
    task_accepted: "{{actors}} accepted your task “{{title}}”",
    task_declined: "{{actors}} declined your task “{{title}}”",
    article_published: "{{actors}} published “{{title}}” in a channel you subscribe",
  },
};
export type NotificationsMessages = typeof notificationsEn;
