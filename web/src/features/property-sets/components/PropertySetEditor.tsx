import {
  MEMBER_PROFILE_TYPES,
  optionValueFrom,
  type PropertySet,
  type PropertySetName,
  type PropertySetShown,
  type PropertyType,
  propertySetBody,
  propertyType,
} from "@intranet/contracts";
import { ActionIcon, Button, Group, Paper, Select, Stack, Text, TextInput, Title } from "@mantine/core";
import { type UseFormReturnType, useForm } from "@mantine/form";
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from "@tabler/icons-react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { QueryError } from "../../../components/QueryState";
import { notifySaved } from "../../../components/toasts";
import { contractValidator, formErrorTarget } from "../../../lib/forms";
import { useAppMutation } from "../../../lib/mutations";
import { propertySetQuery, type SetContext, savePropertySet } from "../api";

type OptionRow = { label: string; value: string };
type PropertyRow = { key: string; name: string; label: string; type: PropertyType; options: OptionRow[] };
type Values = {
  type: "basic" | "modified";
  properties: PropertyRow[];
  add_options: { name: string; options: OptionRow[] }[];
  tag_parents: string[];
};

// biome-ignore lint/suspicious/noExplicitAny: the validate function's type does not matter to the parts
type EditorFormState = UseFormReturnType<Values, Values, any>;

let rowKeys = 0;
const newKey = () => `row-${++rowKeys}`;

const toBody = (v: Values) => ({
  property_set: {
    type: v.type,
    properties: v.type === "basic" ? v.properties.map(({ key: _key, ...p }) => p) : [],
    modifications: { add_options: v.type === "modified" ? v.add_options.filter((m) => m.options.length > 0) : [] },
    tag_parents: v.tag_parents,
  },
});

/** Server and contract paths name `modifications.add_options.…`; the form keeps them as `add_options.…`. */
const fieldOf = (path: string) => path.replace(/^modifications\./, "");

function initialValues(own: PropertySet | null, type: "basic" | "modified", parent: PropertySet | null): Values {
  const selections = (parent?.properties ?? []).filter((p) => p.type === "selection");
  return {
    type,
    properties: (own?.properties ?? []).map((p) => ({ ...p, key: newKey(), options: [...p.options] })),
    add_options: selections.map((p) => ({
      name: p.name,
      options: own?.modifications.add_options.filter((m) => m.name === p.name).flatMap((m) => m.options) ?? [],
    })),
    tag_parents: own?.tag_parents ?? [],
  };
}

function OptionsEditor({ form, path, testId }: { form: EditorFormState; path: string; testId: string }) {
  const { t } = useTranslation();
  const options = (path.split(".").reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], form.values) ??
    []) as OptionRow[];
  return (
    <Stack gap={6} data-testid={testId}>
      <Text size="sm" fw={500}>
        {t("propertySets.editor.options")}
      </Text>
      {options.map((_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: options have no id; their order is their identity
        <Group key={i} gap="xs" wrap="nowrap" align="flex-start">
          <TextInput
            aria-label={t("propertySets.editor.optionLabel")}
            placeholder={t("propertySets.editor.optionLabel")}
            style={{ flex: 1 }}
            data-testid={`${testId}-label-${i}`}
            {...form.getInputProps(`${path}.${i}.label`)}
          />
          <TextInput
            aria-label={t("propertySets.editor.optionValue")}
            placeholder={t("propertySets.editor.optionValue")}
            style={{ flex: 1 }}
            {...form.getInputProps(`${path}.${i}.value`)}
          />
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={t("propertySets.editor.removeOption")}
            onClick={() => form.removeListItem(path, i)}
            mt={4}
          >
            <IconTrash size={16} />
          </ActionIcon>
        </Group>
      ))}
      <Group>
        <Button
          size="xs"
          variant="light"
          leftSection={<IconPlus size={14} />}
          onClick={() => form.insertListItem(path, { label: "", value: "" })}
          data-testid={`${testId}-add`}
        >
          {t("propertySets.editor.addOption")}
        </Button>
      </Group>
    </Stack>
  );
}

/** The types a set's properties may have: the member profile keeps no images or files (no upload to show others). */
const typesOf = (name: PropertySetName) => (name === "member_profile" ? MEMBER_PROFILE_TYPES : propertyType.options);

function PropertyCard({
  form,
  index,
  count,
  types,
}: {
  form: EditorFormState;
  index: number;
  count: number;
  types: readonly PropertyType[];
}) {
  const { t } = useTranslation();
  const row = form.values.properties[index];
  if (!row) return null;
  const path = `properties.${index}`;
  const label = form.getInputProps(`${path}.label`);
  return (
    <Paper withBorder p="sm" radius="md" data-testid={`property-${index}`}>
      <Stack gap="xs">
        <Group gap="xs" align="flex-start" wrap="wrap">
          <TextInput
            label={t("propertySets.editor.label")}
            required
            style={{ flex: "1 1 200px" }}
            data-testid={`property-${index}-label`}
            {...label}
            onChange={(e) => {
              const text = e.currentTarget.value;
              // The name follows the label until someone types one of their own.
              if (row.name === "" || row.name === optionValueFrom(row.label))
                form.setFieldValue(`${path}.name`, optionValueFrom(text));
              form.setFieldValue(`${path}.label`, text);
            }}
          />
          <TextInput
            label={t("propertySets.editor.name")}
            description={t("propertySets.editor.nameHint")}
            required
            style={{ flex: "1 1 160px" }}
            data-testid={`property-${index}-name`}
            {...form.getInputProps(`${path}.name`)}
          />
          <Select
            label={t("propertySets.editor.type")}
            data={types.map((value) => ({ value, label: t(`propertySets.types.${value}`) }))}
            allowDeselect={false}
            style={{ flex: "1 1 140px" }}
            data-testid={`property-${index}-type`}
            {...form.getInputProps(`${path}.type`)}
          />
        </Group>
        {row.type === "selection" && (
          <OptionsEditor form={form} path={`${path}.options`} testId={`property-${index}-options`} />
        )}
        <Group gap="xs" justify="flex-end">
          <ActionIcon
            variant="subtle"
            aria-label={t("propertySets.editor.moveUp")}
            disabled={index === 0}
            onClick={() => form.reorderListItem("properties", { from: index, to: index - 1 })}
          >
            <IconArrowUp size={16} />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            aria-label={t("propertySets.editor.moveDown")}
            disabled={index === count - 1}
            onClick={() => form.reorderListItem("properties", { from: index, to: index + 1 })}
          >
            <IconArrowDown size={16} />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={t("propertySets.editor.remove")}
            onClick={() => form.removeListItem("properties", index)}
            data-testid={`property-${index}-remove`}
          >
            <IconTrash size={16} />
          </ActionIcon>
        </Group>
      </Stack>
    </Paper>
  );
}

function EditorForm({
  name,
  context,
  own,
  type,
  parent,
}: {
  name: PropertySetName;
  context: SetContext;
  own: PropertySet | null;
  type: "basic" | "modified";
  parent: PropertySet | null;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const form = useForm<Values>({
    initialValues: initialValues(own, type, parent),
    validate: contractValidator(propertySetBody, toBody, fieldOf),
  });
  const save = useAppMutation({
    mutationFn: (values: Values) => savePropertySet(name, context, toBody(values)),
    onSuccess: async (saved) => {
      notifySaved(t("propertySets.editor.saved"));
      form.setValues(initialValues(saved, saved.type, parent));
      form.resetDirty();
      await queryClient.invalidateQueries({ queryKey: ["property-sets"] });
    },
    form: formErrorTarget(form, fieldOf),
    saveFailed: true,
  });
  const count = form.values.properties.length;
  return (
    <form onSubmit={form.onSubmit((v) => save.mutate(v))} noValidate data-testid="property-set-form">
      <Stack gap="md">
        {type === "basic" ? (
          <>
            <Title order={2} size="h4">
              {t("propertySets.editor.properties")}
            </Title>
            {count === 0 && <Text c="dimmed">{t("propertySets.editor.noProperties")}</Text>}
            {form.values.properties.map((p, i) => (
              <PropertyCard key={p.key} form={form} index={i} count={count} types={typesOf(name)} />
            ))}
            {form.errors.properties && (
              <Text c="red" size="sm">
                {form.errors.properties}
              </Text>
            )}
            <Group>
              <Button
                variant="light"
                leftSection={<IconPlus size={16} />}
                onClick={() =>
                  form.insertListItem("properties", { key: newKey(), name: "", label: "", type: "text", options: [] })
                }
                data-testid="property-add"
              >
                {t("propertySets.editor.addProperty")}
              </Button>
            </Group>
          </>
        ) : (
          <>
            <Title order={2} size="h4">
              {t("propertySets.editor.inherited")}
            </Title>
            {form.values.add_options.length === 0 && <Text c="dimmed">{t("propertySets.editor.noSelections")}</Text>}
            {form.values.add_options.map((m, i) => {
              const property = parent?.properties.find((p) => p.name === m.name);
              return (
                <Paper key={m.name} withBorder p="sm" radius="md">
                  <Stack gap="xs">
                    <Text fw={500}>{property?.label ?? m.name}</Text>
                    <Text size="sm" c="dimmed">
                      {t("propertySets.editor.inheritedOptions", {
                        options: property?.options.map((o) => o.label).join(", ") ?? "",
                      })}
                    </Text>
                    <OptionsEditor form={form} path={`add_options.${i}.options`} testId={`added-${i}`} />
                  </Stack>
                </Paper>
              );
            })}
          </>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending} data-testid="property-set-save">
            {t("propertySets.editor.save")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The set when it has a type: one is defined there (or above, for an effective set). */
const definedSet = (set: PropertySetShown): PropertySet | null =>
  set.type === null ? null : { ...set, type: set.type };

/**
 * The property set editor (administration §2): the context's own set, or the not-found text with a way to
 * define one (a group may add options to the network's set instead of defining its own).
 */
export function PropertySetEditor({
  name,
  context,
  title,
  parentContext,
}: {
  name: PropertySetName;
  context: SetContext;
  title: string;
  /** The context whose effective set this one builds on (a folder's parent); the network's by default. */
  parentContext?: SetContext;
}) {
  const { t } = useTranslation();
  const own = useQuery(propertySetQuery(name, context));
  const inheritsFrom = context.type === "network" ? null : (parentContext ?? ({ type: "network", id: null } as const));
  const parent = useQuery({ ...propertySetQuery(name, inheritsFrom ?? context, true), enabled: inheritsFrom !== null });
  const [started, setStarted] = useState<"basic" | "modified" | null>(null);
  // A context without a set answers one without a type (administration §2), not a failed call.
  const ownSet = own.isSuccess ? definedSet(own.data) : null;
  const parentSet = inheritsFrom && parent.isSuccess ? definedSet(parent.data) : null;
  let body: React.ReactNode;
  if (own.isPending || (inheritsFrom && parent.isPending)) {
    body = <Text data-testid="property-set-loading">{t("propertySets.editor.loading")}</Text>;
  } else if (own.isError) {
    body = <QueryError error={own.error} onRetry={() => void own.refetch()} />;
  } else if (ownSet) {
    body = <EditorForm name={name} context={context} own={ownSet} type={ownSet.type} parent={parentSet} />;
  } else if (started) {
    body = <EditorForm name={name} context={context} own={null} type={started} parent={parentSet} />;
  } else {
    body = (
      <Stack gap="sm" align="flex-start" data-testid="property-set-not-found">
        <Text>{t("propertySets.editor.notFound")}</Text>
        <Group gap="xs">
          <Button onClick={() => setStarted("basic")} data-testid="property-set-define">
            {t("propertySets.editor.defineBasic")}
          </Button>
          {parentSet && (
            <Button variant="light" onClick={() => setStarted("modified")} data-testid="property-set-modify">
              {t("propertySets.editor.defineModified")}
            </Button>
          )}
        </Group>
      </Stack>
    );
  }
  return (
    <Stack gap="md" maw={860}>
      <Title order={1} size="h2">
        {title}
      </Title>
      {body}
    </Stack>
  );
}
