import {
  type Member,
  type MemberUpdateBody,
  memberUpdateBody,
  type NetworkPreload,
  type ProfileFields,
  type PropertyValues,
} from "@intranet/contracts";
import { Button, Group, Paper, Stack, TextInput, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams } from "react-router";
import { networkQuery } from "../../../api/network";
import { DatePicker } from "../../../components/DatePicker";
import { ErrorBox } from "../../../components/ErrorBoundary";
import { MemberAvatar } from "../../../components/MemberAvatar";
import { QueryState } from "../../../components/QueryState";
import { notifySaved } from "../../../components/toasts";
import { UploadField } from "../../../components/upload/UploadField";
import { isUploading, submitUploads, type UploadEntry } from "../../../components/upload/upload-entry";
import { todayIn } from "../../../lib/dates";
import { contractValidator } from "../../../lib/forms";
import { useAppMutation } from "../../../lib/mutations";
import { memberQuery, updateMember } from "../api";
import { MemberPropertyInputs } from "../components/MemberProperties";
import { ProfileFieldInputs } from "../components/ProfileFieldInputs";
import { memberPropertiesBody, useMemberProfileProperties } from "../member-properties";

interface ProfileValues {
  first_name: string;
  last_name: string;
  birthday: string | null;
  profile: ProfileFields;
  profile_properties: PropertyValues;
  picture: UploadEntry[];
  remove_current: boolean;
}

function ProfileForm({ member }: { member: Member }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const properties = useMemberProfileProperties();
  const fields = (v: ProfileValues): MemberUpdateBody["member"] => ({
    first_name: v.first_name.trim(),
    last_name: v.last_name.trim(),
    birthday: v.birthday,
    profile: v.profile,
    ...(properties.length > 0 && { profile_properties: memberPropertiesBody(properties, v.profile_properties) }),
  });
  const form = useForm<ProfileValues>({
    initialValues: {
      first_name: member.first_name,
      last_name: member.last_name,
      birthday: member.birthday,
      profile: member.profile,
      profile_properties: member.profile_properties,
      picture: [],
      remove_current: false,
    },
    validate: contractValidator(memberUpdateBody, (v: ProfileValues) => ({ member: fields(v) })),
  });
  const { profile, picture, remove_current: removeCurrent } = form.values;

  const mutation = useAppMutation({
    mutationFn: async (v: ProfileValues) => {
      const [published] = await submitUploads("images", v.picture);
      const body = fields(v);
      if (published?.id) body.avatar_image_id = published.id;
      else if (v.remove_current) body.avatar_image_id = null;
      return updateMember(member.id, { member: body });
    },
    onSuccess: (updated) => {
      queryClient.setQueryData(memberQuery(member.id).queryKey, updated);
      queryClient.setQueryData<NetworkPreload>(networkQuery.queryKey, (network) =>
        network?.current_member?.id === updated.id ? { ...network, current_member: updated } : network,
      );
      notifySaved();
      void navigate(`/members/${member.id}`);
    },
    form,
    saveFailed: true,
  });

  const uploading = isUploading(picture);
  const submit = form.onSubmit((v) => {
    if (!uploading) mutation.mutate(v);
  });
  const hasPicture = member.images.medium !== null && !removeCurrent;

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Paper withBorder p="lg" radius="md">
          <Stack gap="sm">
            <Group gap="md" align="center">
              <MemberAvatar
                member={hasPicture ? member : { ...member, images: { ...member.images, medium: null, large: null } }}
                large
                size={80}
                radius={80}
              />
              {hasPicture && (
                <Button variant="subtle" color="red" onClick={() => form.setFieldValue("remove_current", true)}>
                  {t("profileEdit.removePicture")}
                </Button>
              )}
            </Group>
            <UploadField
              directory="images"
              label={t("profileEdit.picture")}
              description={t("profileEdit.pictureHint")}
              value={picture}
              onChange={(next) => form.setFieldValue("picture", next)}
              maxFiles={1}
            />
          </Stack>
        </Paper>
        <Paper withBorder p="lg" radius="md">
          <Stack gap="sm">
            <Group grow align="flex-start">
              <TextInput label={t("profileEdit.firstName")} required {...form.getInputProps("first_name")} />
              <TextInput label={t("profileEdit.lastName")} required {...form.getInputProps("last_name")} />
            </Group>
            <DatePicker
              label={t("profileEdit.birthday")}
              description={t("profileEdit.birthdayHint")}
              maxDate={todayIn()}
              defaultLevel={form.values.birthday ? "month" : "decade"}
              value={form.values.birthday}
              onChange={(v) => form.setFieldValue("birthday", v)}
              error={form.errors.birthday}
            />
            <ProfileFieldInputs
              profile={profile}
              onChange={(next) => form.setFieldValue("profile", { ...profile, ...next })}
              errors={form.errors}
            />
            <MemberPropertyInputs
              properties={properties}
              value={form.values.profile_properties}
              onChange={(next) => form.setFieldValue("profile_properties", next)}
              errors={form.errors}
            />
          </Stack>
        </Paper>
        <Group justify="flex-end">
          <Button component={Link} to={`/members/${member.id}`} variant="default">
            {t("common.cancel")}
          </Button>
          <Button type="submit" loading={mutation.isPending} disabled={uploading}>
            {t("common.save")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function ProfileEditPage() {
  const { t } = useTranslation();
  const { id = "" } = useParams();
  const query = useQuery(memberQuery(id));
  if (!query.isSuccess) return <QueryState query={query} />;
  if (!query.data.can.update_profile) return <ErrorBox onRetry={() => void query.refetch()} />;
  return (
    <Stack gap="md" maw={720}>
      <Title order={1} size="h2">
        {t("profileEdit.title")}
      </Title>
      <ProfileForm key={query.data.id} member={query.data} />
    </Stack>
  );
}
