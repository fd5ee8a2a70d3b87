import {
  type AdminMemberDetail,
  adminMemberCreateBody,
  adminMemberUpdateBody,
  type Language,
  type MembershipRole,
  type ProfileFields,
  type Property,
  type PropertyValues,
} from "@intranet/contracts";
import {
  Button,
  Checkbox,
  Group,
  MultiSelect,
  Paper,
  PasswordInput,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
  Title,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams } from "react-router";
import { useNetwork } from "../../../api/network";
import { QueryState } from "../../../components/QueryState";
import { notifySaved } from "../../../components/toasts";
import { LANGUAGES } from "../../../i18n";
import { contractValidator, formErrorTarget } from "../../../lib/forms";
import { useAppMutation } from "../../../lib/mutations";
import { AdminOnly } from "../../administration";
import {
  MemberPropertyFields,
  memberPropertiesBody,
  ProfileFieldInputs,
  trimmedProfile,
  useMemberProfileProperties,
} from "../../profile";
import { adminMemberQuery, createMember, MEMBERS, networkRolesQuery, refreshMemberAdmin, updateMember } from "../api";

type FormValues = {
  email: string;
  password: string;
  send_welcome_mail: boolean;
  first_name: string;
  last_name: string;
  language: Language;
  is_external: boolean;
  profile: Partial<ProfileFields>;
  profile_properties: PropertyValues;
  role_ids: string[];
};

const createBody = (v: FormValues, properties: Property[]) => ({
  user: {
    email: v.email.trim(),
    ...(v.password ? { password: v.password } : {}),
    send_welcome_mail: v.send_welcome_mail,
    first_name: v.first_name,
    last_name: v.last_name,
    language: v.language,
    is_external: v.is_external,
    profile: trimmedProfile(v.profile),
    ...(properties.length > 0 && { profile_properties: memberPropertiesBody(properties, v.profile_properties) }),
    role_ids: v.role_ids,
  },
});
const updateBody = (v: FormValues, properties: Property[]) => {
  const { password: _p, send_welcome_mail: _s, ...user } = createBody(v, properties).user;
  return { user };
};

/** /administration/members/new: e-mail, password unless the welcome mail lets the member choose, profile, roles. */
export function NewMemberPage() {
  return (
    <AdminOnly>
      <MemberForm member={null} />
    </AdminOnly>
  );
}

/** /administration/members/{membershipId}/edit. */
export function EditMemberPage() {
  const { id = "" } = useParams();
  const query = useQuery(adminMemberQuery(id));
  return (
    <AdminOnly>
      <QueryState query={query}>{(member) => <MemberForm member={member} />}</QueryState>
    </AdminOnly>
  );
}

function MemberForm({ member }: { member: AdminMemberDetail | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const network = useNetwork();
  const roles = useQuery(networkRolesQuery);
  const properties = useMemberProfileProperties();
  const available: MembershipRole[] = member?.available_roles ?? roles.data?.membership_roles ?? [];
  const form = useForm<FormValues>({
    initialValues: {
      email: member?.email ?? "",
      password: "",
      send_welcome_mail: true,
      first_name: member?.first_name ?? "",
      last_name: member?.last_name ?? "",
      language: member?.language ?? network.language,
      is_external: member?.is_external ?? false,
      profile: member?.profile ?? {},
      profile_properties: member?.profile_properties ?? {},
      role_ids: member?.role_ids ?? [],
    },
    validate: member
      ? contractValidator(adminMemberUpdateBody, (v: FormValues) => updateBody(v, properties))
      : contractValidator(adminMemberCreateBody, (v: FormValues) => createBody(v, properties)),
  });
  const save = useAppMutation({
    mutationFn: (v: FormValues) =>
      member ? updateMember(member.id, updateBody(v, properties).user) : createMember(createBody(v, properties)),
    onSuccess: async (saved) => {
      notifySaved(member ? undefined : t("memberAdmin.form.created", { name: saved.displayName }));
      await refreshMemberAdmin(queryClient);
      navigate(MEMBERS);
    },
    form: formErrorTarget(form),
    saveFailed: true,
  });
  return (
    <Paper withBorder radius="md" p="md" maw={860}>
      <form onSubmit={form.onSubmit((v) => save.mutate(v))} noValidate data-testid="member-form">
        <Stack gap="md">
          <Title order={1} size="h2" style={{ overflowWrap: "anywhere" }}>
            {member ? t("memberAdmin.editTitle", { name: member.displayName }) : t("memberAdmin.newMember")}
          </Title>
          <TextInput label={t("memberAdmin.form.email")} type="email" required {...form.getInputProps("email")} />
          {!member && (
            <>
              <Checkbox
                label={t("memberAdmin.form.sendWelcomeMail")}
                {...form.getInputProps("send_welcome_mail", { type: "checkbox" })}
              />
              <PasswordInput
                label={t("memberAdmin.form.password")}
                description={form.values.send_welcome_mail ? t("memberAdmin.form.passwordHint") : undefined}
                required={!form.values.send_welcome_mail}
                autoComplete="new-password"
                {...form.getInputProps("password")}
              />
            </>
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={t("memberAdmin.form.firstName")} required {...form.getInputProps("first_name")} />
            <TextInput label={t("memberAdmin.form.lastName")} required {...form.getInputProps("last_name")} />
          </SimpleGrid>
          <Select
            label={t("memberAdmin.form.language")}
            data={LANGUAGES.map((code) => ({ value: code, label: t(`language.${code}`) }))}
            allowDeselect={false}
            {...form.getInputProps("language")}
          />
          <Checkbox
            label={t("memberAdmin.form.external")}
            {...form.getInputProps("is_external", { type: "checkbox" })}
          />
          {available.length > 0 && (
            <MultiSelect
              label={t("memberAdmin.form.roles")}
              data={available.map((r) => ({ value: r.id, label: r.name }))}
              {...form.getInputProps("role_ids")}
            />
          )}
          <Title order={2} size="h4">
            {t("memberAdmin.form.profile")}
          </Title>
          {/* The member's profile fields as their own profile edit page shows and checks them. */}
          <ProfileFieldInputs
            profile={form.values.profile}
            onChange={(next) => form.setFieldValue("profile", next)}
            errors={form.errors}
            testIdPrefix="member-profile"
          />
          <MemberPropertyFields
            properties={properties}
            value={form.values.profile_properties}
            onChange={(next) => form.setFieldValue("profile_properties", next)}
            errors={form.errors}
          />
          <Group justify="flex-end" gap="sm">
            <Button component={Link} to={MEMBERS} variant="default">
              {t("memberAdmin.form.cancel")}
            </Button>
            <Button type="submit" loading={save.isPending} data-testid="member-save">
              {t("memberAdmin.form.save")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
