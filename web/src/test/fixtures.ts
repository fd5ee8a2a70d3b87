import type {
  Activity,
  ActivityPoll,
  ActivityReply,
  Group,
  Member,
  MemberSummary,
  Message,
  NetworkPreload,
  PollOption,
  Property,
  PropertySet,
} from "@intranet/contracts";

export const hexId = (n: number) => n.toString(16).padStart(24, "0");

export function memberSummary(overrides: Partial<MemberSummary> = {}): MemberSummary {
  const id = overrides.id ?? hexId(1);
  return {
    id,
    displayName: "Ada Lovelace",
    images: { medium: null, large: null, "40x40@2": null },
    is_external: false,
    path: `/members/${id}`,
    ...overrides,
  };
}

export function member(overrides: Partial<Member> = {}): Member {
  return {
    ...memberSummary(overrides),
    first_name: "Ada",
    last_name: "Lovelace",
    email: "ada@example.com",
    birthday: null,
    is_network_admin: false,
    locked: false,
    language: "en",
    time_zone: "Europe/Berlin",
    profile: { position: null, department: null, phone: null, location: null, about: null },
    profile_properties: {},
    can: { update_profile: true, update_registration: true, chat: true, create_channels: false },
    ...overrides,
  };
}

export function network(overrides: Partial<NetworkPreload> = {}): NetworkPreload {
  return {
    id: hexId(100),
    name: "Demo Network",
    language: "en",
    can: { administrate: false, version_and_updates: false },
    config: {
      memberships: { profile_edit_target: "profile", change_requests: { enabled: false } },
      customer_central_url: null,
      folder_profiles: { enabled: false },
      file_profiles: { enabled: false, column_fields: [] },
      translations: { deep_l: { enabled: false } },
      office: { wopi: { enabled: false } },
      files: {
        extension_filter_available: false,
        extension_filter_enabled: false,
        extension_filter_type: "deny",
        extension_filter_list: [],
        lock_days: 7,
        max_upload_bytes: 100 * 1024 * 1024,
      },
      two_factor: { mode: "disabled", totp_available: true, email_available: true },
      maps: { enabled: false, show_map: false, location: null, zoom_level: 10, theme: "streets" },
      abuse_reports: { enabled: false },
      join: {
        user_can_initiate: false,
        moderated: true,
        captcha: true,
        ask_for_profile_data: false,
        text_before: null,
        text_between: null,
        text_after: null,
      },
    },
    customer_central_jwt: null,
    teams_configuration: { show_renew_secret_modal: false },
    group_categories: [],
    membership_roles: [],
    my_groups: [],
    root_folder_id: null,
    current_member: member(),
    time_zone_offsets: null,
    theme: null,
    two_factor_setup_required: false,
    ...overrides,
  };
}

export function activityReply(overrides: Partial<ActivityReply> = {}): ActivityReply {
  const id = overrides.id ?? hexId(500);
  const activityId = overrides.activity_id ?? hexId(400);
  const type = overrides.type ?? "replies";
  return {
    id,
    activity_id: activityId,
    type,
    content: "<p>A reply</p>",
    author: memberSummary({ id: hexId(2), displayName: "Ben Replier" }),
    created_at: "2026-03-05T09:00:00.000Z",
    updated_at: "2026-03-05T09:00:00.000Z",
    edited: false,
    accepted: false,
    quoted_reply: null,
    html_url: `/activities/${activityId}/${type}/${id}`,
    attachments: { images: [], files: [], links: [] },
    can: { update: false, destroy: false, accept: false },
    ...overrides,
  };
}

export function pollOption(overrides: Partial<PollOption> = {}): PollOption {
  return {
    id: overrides.id ?? hexId(600),
    label: "An answer",
    starts_at: null,
    ends_at: null,
    all_day: false,
    vote_count: 0,
    voted: false,
    voters: [],
    ...overrides,
  };
}

export function activityPoll(overrides: Partial<ActivityPoll> = {}): ActivityPoll {
  return {
    kind: "survey",
    multiple_choice: false,
    closes_at: null,
    closed: false,
    options: [pollOption({ id: hexId(601), label: "Beach" }), pollOption({ id: hexId(602), label: "Park" })],
    voter_count: 0,
    can_vote: true,
    can_close: false,
    ...overrides,
  };
}

export function activity(overrides: Partial<Activity> = {}): Activity {
  const id = overrides.id ?? hexId(400);
  return {
    id,
    object: { type: "note", summary: null },
    actor: memberSummary({ id: hexId(3), displayName: "Anna Author" }),
    content: "<p>Hello network</p>",
    tags: [],
    context: { type: "network", slug: "all", name: "All activities", path: "/activitystreams/all" },
    created_at: "2026-03-05T08:07:00.000Z",
    updated_at: "2026-03-05T08:07:00.000Z",
    edited: false,
    html_url: `/activities/${id}`,
    reply_count: 0,
    answer_count: 0,
    like_count: 0,
    likers: [],
    liked: false,
    accepted_answer_id: null,
    replies: [],
    poll: null,
    attachments: { images: [], files: [], links: [] },
    can: { update: false, destroy: false, reply: true, like: true },
    ...overrides,
  };
}

/** A direct message in the inbox, read, from Anna Becker to the member 1. */
export function directMessage(overrides: Partial<Message> = {}): Message {
  const id = overrides.id ?? hexId(20);
  return {
    id,
    subject: "Budget",
    content: "<p>Numbers</p>",
    html_content: "<p>Numbers</p>",
    plain_content: "Numbers",
    created_at: "2026-03-05T08:07:00.000Z",
    author: memberSummary({ id: hexId(5), displayName: "Anna Becker" }),
    to: [memberSummary({ id: hexId(1), displayName: "Me" })],
    to_count: 1,
    to_all_network_members: false,
    conversation_length: 1,
    conversation_starter_id: id,
    has_replies: false,
    has_attachments: false,
    attachments: [],
    i: { read: true, inbox: true, sent: false },
    path: `/messages/${id}`,
    can: { reply: true, reply_all: true, forward: true, delete: true },
    ...overrides,
  };
}

/** A closed group the member belongs to and may read, without further rights. */
export function group(overrides: Partial<Group> = {}): Group {
  const slug = overrides.slug ?? "book-club";
  return {
    id: hexId(5),
    slug,
    name: "Book Club",
    group_category_id: hexId(6),
    access: "closed",
    moderated_join: false,
    members_can_invite: false,
    chat: "enabled",
    archived: false,
    sensitive: false,
    active_main_group: false,
    externally_visible: false,
    member_count: 3,
    activity_count: 1,
    teaser: "We read.",
    profile_image: null,
    membership_status_of_current_member: "member",
    i_haz_subscription: false,
    favorited: false,
    active_theme: null,
    membership_roles: [],
    invite: null,
    path: `/groups/${slug}`,
    can: {
      join: false,
      join_moderated: false,
      leave: true,
      destroy: false,
      archive: false,
      create_hidden: false,
      update: false,
      administrate: false,
      read_content: true,
    },
    ...overrides,
  };
}

/** A property of a set: a text field unless told. */
export const property = (overrides: Pick<Property, "name" | "label"> & Partial<Property>): Property => ({
  type: "text",
  options: [],
  ...overrides,
});

/** A property set as GET /api/v1/property_sets/{name} answers it: the network's member profile unless told. */
export function propertySet(properties: Property[], overrides: Partial<PropertySet> = {}): PropertySet {
  return {
    name: "member_profile",
    context_type: "network",
    context_id: null,
    type: "basic",
    properties,
    parent_property_set: null,
    modifications: { add_options: [] },
    tag_parents: [],
    can: { update: true },
    ...overrides,
  };
}
