import type { Member, MemberUpdateBody, NetworkPreload, ProfileFields } from "@intranet/contracts";
import { Button, Group, Paper, Stack, TextInput, Title } from "@mantine/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams } from "react-router";
import { isApiError } from "../../../api/client";
import { networkQuery } from "../../../api/network";
import { ErrorBox } from "../../../components/ErrorBoundary";
import { fieldError } from "../../../components/field-errors";
import { MemberAvatar } from "../../../components/MemberAvatar";
import { PageLoader } from "../../../components/PageLoader";
import { notifyError, notifySaved, notifySaveFailed } from "../../../components/toasts";
import { UploadField } from "../../../components/upload/UploadField";
import { isUploading, submitUploads, type UploadEntry } from "../../../components/upload/upload-entry";
import { memberQuery, updateMember } from "../api";
import { ProfileFieldInputs } from "../components/ProfileFieldInputs";

function ProfileForm({ member }: { member: Member }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [firstName, setFirstName] = useState(member.first_name);
  const [lastName, setLastName] = useState(member.last_name);
  const [profile, setProfile] = useState<ProfileFields>(member.profile);
  const [picture, setPicture] = useState<UploadEntry[]>([]);
  const [removeCurrent, setRemoveCurrent] = useState(false);

  const mutation = useMutation({
    mutationFn: async () => {
      const [published] = await submitUploads("images", picture);
      const body: MemberUpdateBody["member"] = { first_name: firstName.trim(), last_name: lastName.trim(), profile };
      if (published?.id) body.avatar_image_id = published.id;
      else if (removeCurrent) body.avatar_image_id = null;
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
    onError: (error) => (isApiError(error) && error.status === 422 ? notifySaveFailed() : notifyError(error)),
  });

  const uploading = isUploading(picture);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!uploading) mutation.mutate();
  };
  const error = mutation.error;
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
                <Button variant="subtle" color="red" onClick={() => setRemoveCurrent(true)}>
                  {t("profileEdit.removePicture")}
                </Button>
              )}
            </Group>
            <UploadField
              directory="images"
              label={t("profileEdit.picture")}
              description={t("profileEdit.pictureHint")}
              value={picture}
              onChange={setPicture}
              maxFiles={1}
            />
          </Stack>
        </Paper>
        <Paper withBorder p="lg" radius="md">
          <Stack gap="sm">
            <Group grow align="flex-start">
              <TextInput
                label={t("profileEdit.firstName")}
                required
                value={firstName}
                error={fieldError(error, "first_name")}
                onChange={(e) => setFirstName(e.currentTarget.value)}
              />
              <TextInput
                label={t("profileEdit.lastName")}
                required
                value={lastName}
                error={fieldError(error, "last_name")}
                onChange={(e) => setLastName(e.currentTarget.value)}
              />
            </Group>
            <ProfileFieldInputs
              profile={profile}
              onChange={(next) => setProfile({ ...profile, ...next })}
              error={error}
            />
          </Stack>
        </Paper>
        <Group justify="flex-end">
          <Button component={Link} to={`/members/${member.id}`} variant="default">
            {t("common.cancel")}
          </Button>
          <Button
            type="submit"
            loading={mutation.isPending}
            disabled={uploading || !firstName.trim() || !lastName.trim()}
          >
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
  if (query.isPending) {
    return <PageLoader />;
  }
  if (query.isError || !query.data.can.update_profile) return <ErrorBox onRetry={() => void query.refetch()} />;
  return (
    <Stack gap="md" maw={720}>
      <Title order={1} size="h2">
        {t("profileEdit.title")}
      </Title>
      <ProfileForm key={query.data.id} member={query.data} />
    </Stack>
  );
}
