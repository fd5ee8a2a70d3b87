export const profileEn = {
  email: "E-mail",
  position: "Position",
  department: "Department",
  phone: "Phone",
  location: "Location",
  about: "About",
  external: "External",
  locked: "Locked",
  noDetails: "No profile details yet.",
  properties: { choose: "Choose…", addTag: "Type a tag and press Enter" },
  notFound: "This member does not exist or is not visible to you.",
  settings: {
    title: "Notification settings",
    digests: "E-mail digests",
    dailyDigests: "Daily digest",
    digestChoice: { disabled: "Disabled", all: "All my groups", selected_groups: "Selected groups" },
    selectGroups: "Groups in the daily digest",
    includeNetworkLevel: "Include network-wide activities",
    subscriptions: "E-mails for subscribed content",
    notifications: "E-mail notifications",
    adminNotifications: "Administrator notifications",
    taskAssignments: "Tasks assigned to me",
    taskAnswers: "Answers to tasks I created",
    emailTab: "E-mail",
    pushTab: "Push",
  },
  push: {
    enable: "Turn on push notifications on this device",
    enableFailed: "Push notifications could not be turned on here.",
    permissionDenied: "The browser does not allow notifications for this site. Allow them in its site settings.",
    unsupported: "This browser cannot receive push notifications from the intranet here.",
    empty: "No devices yet",
    emptyText: "Turn push notifications on in a browser to receive mentions, messages, invitations and tasks there.",
    thisDevice: "This device",
    unnamed: "Unnamed device",
    since: "Since {{date}}",
    remove: "Remove device",
    kinds: {
      mentions: "Mentions",
      direct_messages: "Direct messages",
      chat_messages: "Chat messages while I am not in the chat",
      invitations: "Invitations",
      tasks: "Tasks: assigned to me, answers to mine",
    },
  },
  locale: {
    title: "Language settings",
    language: "Language",
    timeZone: "Time zone",
  },
  ignored: {
    title: "Ignored members",
    empty: "You do not ignore anyone.",
    hint: "Ignored members cannot send you direct messages.",
    unignore: "Stop ignoring",
    add: "Ignore a member",
  },
  changeRequest: {
    title: "Request a change",
    hint: "An administrator reviews your request.",
    submit: "Send request",
    sent: "Your change request was sent.",
    disabled: "Change requests are not enabled.",
  },
  onboarding: {
    title: "Welcome! Tell us about yourself",
    submit: "Continue",
  },
  tabs: {
    information: "Information",
    activities: "Activities",
    likes: "Likes",
    activitiesEmpty: "No activities yet.",
    likesEmpty: "No likes yet.",
  },
};

export type ProfileMessages = typeof profileEn;

export const profileEditEn = {
  title: "Edit profile",
  edit: "Edit profile",
  picture: "Profile picture",
  pictureHint: "A square photo works best.",
  removePicture: "Remove picture",
  firstName: "First name",
  lastName: "Last name",
  birthday: "Birthday",
  birthdayHint:
    "Shown among the sidebar's birthdays (with your age where the network shows ages) and used for the birthday mail.",
};

export type ProfileEditMessages = typeof profileEditEn;
