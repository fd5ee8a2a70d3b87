import {
  type MemberSummary,
  type ParticipantAddPayload,
  type ParticipationStatus,
  participantAddPayload,
} from "@intranet/contracts";
import { Button, Checkbox, Group, MultiSelect, Paper, SegmentedControl, Stack, Text } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useNetwork } from "../../../api/network";
import { MemberPicker } from "../../../components/MemberPicker";
import { notifySaved } from "../../../components/toasts";
import { dateLocale } from "../../../lib/dates-core";
import { contractValidator } from "../../../lib/forms";
import { useAppMutation } from "../../../lib/mutations";
import { addParticipants, refreshParticipation } from "../api";
import { RELOAD_AFTER_ADD_MS } from "../logic";

interface AddParticipantsValues {
  members: MemberSummary[];
  group_ids: string[];
  membership_role_ids: string[];
  status: ParticipationStatus;
  send_email_notification: boolean;
  invite_consumers: boolean;
}

const toBody = (v: AddParticipantsValues): ParticipantAddPayload => ({
  participant: {
    membership_ids: v.members.map((m) => m.id),
    group_ids: v.group_ids,
    membership_role_ids: v.membership_role_ids,
    status: v.status,
    send_email_notification: v.send_email_notification,
    invite_consumers: v.invite_consumers,
  },
});

/** Adds members, groups and roles to an appointment with an initial status (§2). */
export function AddParticipants({ appointmentId }: { appointmentId: string }) {
  const { t, i18n } = useTranslation();
  const network = useNetwork();
  const queryClient = useQueryClient();
  // "Added 2 members and 1 group.": only what was added, each count in its singular or plural.
  const addedText = (counts: { members: number; groups: number; roles: number }) => {
    const parts = [
      counts.members > 0 && t("participation.addedMembers", { count: counts.members }),
      counts.groups > 0 && t("participation.addedGroups", { count: counts.groups }),
      counts.roles > 0 && t("participation.addedRoles", { count: counts.roles }),
    ].filter((part): part is string => typeof part === "string");
    if (parts.length === 0) return t("participation.addedNone");
    const list = new Intl.ListFormat(dateLocale(i18n.language), { type: "conjunction" }).format(parts);
    return t("participation.added", { list });
  };
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  useEffect(() => () => timers.current.forEach(clearTimeout), []);
  const form = useForm<AddParticipantsValues>({
    initialValues: {
      members: [],
      group_ids: [],
      membership_role_ids: [],
      status: "open",
      send_email_notification: true,
      invite_consumers: false,
    },
    validate: contractValidator(participantAddPayload, toBody),
  });
  const add = useAppMutation({
    mutationFn: (values: AddParticipantsValues) => addParticipants(appointmentId, toBody(values)),
    onSuccess: async (counts) => {
      notifySaved(addedText(counts));
      form.setValues({ members: [], group_ids: [], membership_role_ids: [] });
      await refreshParticipation(queryClient);
      // Groups and roles are added by a job: look again a little later.
      for (const ms of RELOAD_AFTER_ADD_MS) {
        timers.current.push(setTimeout(() => void refreshParticipation(queryClient), ms));
      }
    },
    form,
    saveFailed: t("participation.saveFailed"),
  });
  const submit = form.onSubmit((values) => add.mutate(values));
  const v = form.values;
  const empty = v.members.length === 0 && v.group_ids.length === 0 && v.membership_role_ids.length === 0;

  return (
    <Paper withBorder p="md" data-testid="add-participants">
      <Stack gap="sm">
        <Text fw={600}>{t("participation.addParticipants")}</Text>
        <MemberPicker
          value={v.members}
          onChange={(next) => form.setFieldValue("members", next)}
          label={t("participation.members")}
          error={form.errors.membership_ids as string | undefined}
        />
        <MultiSelect
          label={t("participation.groups")}
          placeholder={t("participation.groupsPlaceholder")}
          data={network.my_groups.map((g) => ({ value: g.id, label: g.name }))}
          {...form.getInputProps("group_ids")}
          searchable
          data-testid="participant-groups"
        />
        <MultiSelect
          label={t("participation.roles")}
          placeholder={t("participation.rolesPlaceholder")}
          data={network.membership_roles.map((r) => ({ value: r.id, label: r.plural_name }))}
          {...form.getInputProps("membership_role_ids")}
          searchable
        />
        <Stack gap={4}>
          <Text size="sm">{t("participation.initialStatus")}</Text>
          <SegmentedControl
            value={v.status}
            onChange={(value) => form.setFieldValue("status", value as ParticipationStatus)}
            data={(["open", "accepted", "declined"] as const).map((s) => ({
              value: s,
              label: t(`participation.status.${s}`),
            }))}
          />
        </Stack>
        <Checkbox
          label={t("participation.sendEmail")}
          {...form.getInputProps("send_email_notification", { type: "checkbox" })}
        />
        <Checkbox
          label={t("participation.inviteConsumers")}
          {...form.getInputProps("invite_consumers", { type: "checkbox" })}
        />
        <Group justify="flex-end">
          <Button
            onClick={() => submit()}
            loading={add.isPending}
            disabled={empty}
            data-testid="add-participants-submit"
          >
            {t("participation.add")}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
