import {
  MAX_POLL_OPTION_LENGTH,
  MAX_SCHEDULE_OPTIONS,
  MAX_SURVEY_OPTIONS,
  MIN_POLL_OPTIONS,
  type PollInput,
  type PostableObjectType,
} from "@intranet/contracts";
import { ActionIcon, Button, Group, Input, Stack, Switch, Text, TextInput } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { randomId } from "@mantine/hooks";
import { IconPlus, IconTrash } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { DatePicker } from "../../../components/DatePicker";
import { TimePicker } from "../../../components/TimePicker";
import { zonedToIso } from "../../../lib/dates";

/** A proposed date as the form holds it: a day, and times on that day (none: the whole day). */
export interface Proposal {
  /** Keeps each row's inputs when rows above it are removed. */
  key: string;
  date: string | null;
  start: string;
  end: string;
}

/** The composer's poll fields: a survey's answers, a schedule's proposals, and when voting ends. */
export interface PollValues {
  options: { key: string; label: string }[];
  multiple_choice: boolean;
  proposals: Proposal[];
  closes_date: string | null;
  closes_time: string;
}

/** Everything the composer's form holds. */
export interface ComposerValues extends PollValues {
  object_type: PostableObjectType;
  tags: string[];
}

const newOption = () => ({ key: randomId(), label: "" });
const newProposal = (): Proposal => ({ key: randomId(), date: null, start: "", end: "" });

export const emptyPoll = (): PollValues => ({
  options: [newOption(), newOption()],
  multiple_choice: false,
  proposals: [newProposal(), newProposal()],
  closes_date: null,
  closes_time: "18:00",
});

/** The poll of the request body; a day or time left empty goes as it is, for the contract to name. */
export function pollBody(kind: "survey" | "schedule", v: PollValues, zone: string): PollInput {
  const closes_at = v.closes_date ? (zonedToIso(`${v.closes_date}T${v.closes_time || "00:00"}`, zone) ?? "") : null;
  if (kind === "survey")
    return { options: v.options.map((o) => o.label), multiple_choice: v.multiple_choice, closes_at };
  return {
    options: v.proposals.map((p) => {
      if (!p.date) return { starts_at: "" };
      if (!p.start) return { starts_at: p.date };
      const starts_at = zonedToIso(`${p.date}T${p.start}`, zone) ?? "";
      return p.end ? { starts_at, ends_at: zonedToIso(`${p.date}T${p.end}`, zone) ?? "" } : { starts_at };
    }),
    multiple_choice: true,
    closes_at,
  };
}

/** Body paths of the poll (`options.2`, `options.2.ends_at`, `closes_at`) as the composer's fields. */
export function pollFieldOf(path: string): string | undefined {
  const option = /^options\.(\d+)/.exec(path);
  if (option) return `options.${option[1]}`;
  if (path === "poll") return "options";
  if (path === "closes_at") return "closes_date";
  return undefined;
}

type Form = UseFormReturnType<ComposerValues>;

/** A survey's answers (added and removed), single or multiple choice. */
export function SurveyEditor({ form }: { form: Form }) {
  const { t } = useTranslation();
  const { options } = form.getValues();
  return (
    <Stack gap="xs" data-testid="survey-editor">
      <Input.Wrapper label={t("activities.composer.options")} error={form.errors.options}>
        <Stack gap="xs" mt={4}>
          {options.map((option, i) => (
            <Group key={option.key} gap="xs" wrap="nowrap" align="flex-start">
              <TextInput
                style={{ flex: 1, minWidth: 0 }}
                aria-label={t("activities.composer.option", { number: i + 1 })}
                placeholder={t("activities.composer.option", { number: i + 1 })}
                maxLength={MAX_POLL_OPTION_LENGTH}
                {...form.getInputProps(`options.${i}.label`)}
                error={form.errors[`options.${i}`]}
                data-testid="poll-option-input"
              />
              <ActionIcon
                variant="subtle"
                color="gray"
                size="lg"
                disabled={options.length <= MIN_POLL_OPTIONS}
                onClick={() => form.removeListItem("options", i)}
                aria-label={t("activities.composer.removeOption", { number: i + 1 })}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Group>
          ))}
        </Stack>
      </Input.Wrapper>
      {options.length < MAX_SURVEY_OPTIONS && (
        <Button
          variant="subtle"
          size="compact-sm"
          w="fit-content"
          leftSection={<IconPlus size={14} />}
          onClick={() => form.insertListItem("options", newOption())}
          data-testid="poll-add-option"
        >
          {t("activities.composer.addOption")}
        </Button>
      )}
      <Switch
        label={t("activities.composer.multipleChoice")}
        {...form.getInputProps("multiple_choice", { type: "checkbox" })}
        data-testid="poll-multiple"
      />
    </Stack>
  );
}

/** A schedule's proposed dates: a day, optionally with start and end time. */
export function ScheduleEditor({ form }: { form: Form }) {
  const { t } = useTranslation();
  const { proposals } = form.getValues();
  const set = (i: number, change: Partial<Proposal>) =>
    form.setFieldValue(`proposals.${i}`, { ...newProposal(), ...proposals[i], ...change });
  return (
    <Stack gap="xs" data-testid="schedule-editor">
      <Input.Wrapper
        label={t("activities.composer.proposals")}
        description={t("activities.composer.proposalsHint")}
        error={form.errors.options}
      >
        <Stack gap="sm" mt={4}>
          {proposals.map((p, i) => (
            <Stack key={p.key} gap={4}>
              <Group gap="xs" align="flex-end" wrap="wrap">
                <DatePicker
                  aria-label={t("activities.composer.proposalDate", { number: i + 1 })}
                  placeholder={t("activities.composer.proposalDate", { number: i + 1 })}
                  value={p.date}
                  onChange={(date) => set(i, { date })}
                  w={170}
                  data-testid="proposal-date"
                />
                <TimePicker
                  aria-label={t("activities.composer.proposalStart", { number: i + 1 })}
                  value={p.start}
                  onChange={(start) => set(i, { start })}
                  clearable
                  w={110}
                />
                <Text size="sm" c="dimmed" pb={8}>
                  –
                </Text>
                <TimePicker
                  aria-label={t("activities.composer.proposalEnd", { number: i + 1 })}
                  value={p.end}
                  onChange={(end) => set(i, { end })}
                  disabled={!p.start}
                  clearable
                  w={110}
                />
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  size="lg"
                  mb={2}
                  disabled={proposals.length <= MIN_POLL_OPTIONS}
                  onClick={() => form.removeListItem("proposals", i)}
                  aria-label={t("activities.composer.removeProposal", { number: i + 1 })}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Group>
              {form.errors[`options.${i}`] && (
                <Text size="xs" c="red" data-testid="proposal-error">
                  {form.errors[`options.${i}`]}
                </Text>
              )}
            </Stack>
          ))}
        </Stack>
      </Input.Wrapper>
      {proposals.length < MAX_SCHEDULE_OPTIONS && (
        <Button
          variant="subtle"
          size="compact-sm"
          w="fit-content"
          leftSection={<IconPlus size={14} />}
          onClick={() => form.insertListItem("proposals", newProposal())}
          data-testid="poll-add-proposal"
        >
          {t("activities.composer.addProposal")}
        </Button>
      )}
    </Stack>
  );
}

/** When voting ends (optional): a day and a time in the member's zone. */
export function ClosingField({ form }: { form: Form }) {
  const { t } = useTranslation();
  const v = form.getValues();
  return (
    <Group gap="xs" align="flex-end" wrap="wrap">
      <DatePicker
        label={t("activities.composer.closesAt")}
        placeholder={t("activities.composer.noClosing")}
        value={v.closes_date}
        onChange={(date) => form.setFieldValue("closes_date", date)}
        error={form.errors.closes_date}
        futureOnly
        w={170}
        data-testid="poll-closes-date"
      />
      {v.closes_date && (
        <TimePicker
          aria-label={t("activities.composer.closesTime")}
          value={v.closes_time}
          onChange={(time) => form.setFieldValue("closes_time", time)}
          w={110}
        />
      )}
    </Group>
  );
}
