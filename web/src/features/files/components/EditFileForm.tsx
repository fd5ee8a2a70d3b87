import {
  FILE_NAME_MAX,
  FILES_DESCRIPTION_MAX,
  type FileDetail,
  fileBody,
  type PropertyValues,
} from "@intranet/contracts";
import { Button, Group, Paper, Stack, Textarea, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { notifySaved } from "../../../components/toasts";
import { contractValidator, formErrorTarget } from "../../../lib/forms";
import { useAppMutation } from "../../../lib/mutations";
import { refreshFiles, updateFile } from "../api";
import { ProfileFields, profileErrors, useProfileSet } from "./ProfileFields";

type Values = { name: string; description: string; profile: PropertyValues };

/** The edit-file form: name and description (the author and the folder's managers, `can.update`). */
export function EditFileForm({ file, onDone }: { file: FileDetail; onDone: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { properties, tagParents } = useProfileSet("file_profile", file.folder_id);
  // The profile goes only where the file profile has fields (the server ignores it while profiles are off).
  const toFile = ({ profile, ...v }: Values) => (properties.length > 0 ? { ...v, profile } : v);
  const form = useForm<Values>({
    initialValues: { name: file.name, description: file.description, profile: file.profile },
    validate: contractValidator(fileBody, (v: Values) => ({ file: toFile(v) })),
  });
  const save = useAppMutation({
    mutationFn: (v: Values) => updateFile(file.id, toFile(v)),
    onSuccess: async () => {
      notifySaved(t("files.filePage.saved"));
      await refreshFiles(queryClient);
      onDone();
    },
    form: formErrorTarget(form),
  });
  return (
    <Paper withBorder radius="md" p="md">
      <form onSubmit={form.onSubmit((v) => save.mutate(v))} noValidate data-testid="file-edit-form">
        <Stack gap="sm">
          <TextInput
            label={t("files.folderForm.name")}
            required
            maxLength={FILE_NAME_MAX}
            data-testid="file-name"
            {...form.getInputProps("name")}
          />
          <Textarea
            label={t("files.filePage.description")}
            rows={3}
            maxLength={FILES_DESCRIPTION_MAX}
            {...form.getInputProps("description")}
          />
          <ProfileFields
            properties={properties}
            tagParents={tagParents}
            value={form.values.profile}
            onChange={(profile) => form.setFieldValue("profile", profile)}
            errors={profileErrors(form.errors, "profile")}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onDone}>
              {t("files.folderForm.cancel")}
            </Button>
            <Button type="submit" loading={save.isPending} disabled={!form.isDirty()} data-testid="file-save">
              {t("files.folderForm.save")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
