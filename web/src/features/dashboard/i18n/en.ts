/** The start page. */
export const dashboardEn = {
  greeting: "Hello, {{name}}!",
  intro: "Here is what is on today.",
  today: {
    title: "Today",
    empty: "Nothing in your calendars today.",
    add: "Add appointment",
    loadError: "Your appointments could not be loaded.",
  },
  upcoming: {
    title: "Coming up",
    empty: "Nothing planned for the next two weeks.",
    all: "All appointments",
    more_one: "and {{count}} more",
    more_other: "and {{count}} more",
  },
  allDay: "All day",
  canceled: "Cancelled",
  messages: {
    title: "Unread messages",
    count_one: "{{count}} unread message",
    count_other: "{{count}} unread messages",
    empty: "You have read all your messages.",
    write: "Write a message",
    inbox: "Go to the inbox",
    from: "from {{name}}",
    loadError: "Your messages could not be loaded.",
  },
  invites: {
    title: "Open invitations",
    empty: "No invitation is waiting for your answer.",
    appointment: "Appointment",
    group: "Group",
    answerAppointments: "Answer appointment invitations",
    answerGroups: "Answer group invitations",
    loadError: "Your invitations could not be loaded.",
  },
  groups: {
    title: "My groups",
    empty: "You are not in any group yet. Find groups to join in the directory.",
    find: "Find groups",
    admin: "Administrator",
    loadError: "Your groups could not be loaded.",
  },
  shortcuts: "Shortcuts",
};
export type DashboardMessages = typeof dashboardEn;
