import { type InvitationSignUpBody, invitationSignUpBody } from "@intranet/contracts";
import {
  Alert,
  Anchor,
  Button,
  Center,
  Paper,
  PasswordInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { isApiError } from "../../../api/client";
import { errorText } from "../../../components/field-errors";
import { QueryState } from "../../../components/QueryState";
import { contractValidator, formErrorTarget } from "../../../lib/forms";
import { useAppMutation } from "../../../lib/mutations";
import { invitationQuery, signUp } from "../api";

type Values = InvitationSignUpBody["user"];

/** The way on from a link that no longer works, or an address that already has an account. */
function SignInLink() {
  const { t } = useTranslation();
  return (
    <Anchor component={Link} to="/users/sign_in" size="sm">
      {t("invitations.signIn")}
    </Anchor>
  );
}

function SignUpForm({ token, initial }: { token: string; initial: Pick<Values, "first_name" | "last_name"> }) {
  const { t } = useTranslation();
  const toBody = (user: Values): InvitationSignUpBody => ({ user });
  const form = useForm<Values>({
    initialValues: { ...initial, password: "", password_confirmation: "" },
    validate: contractValidator(invitationSignUpBody, toBody),
  });
  const join = useAppMutation({
    mutationFn: (values: Values) => signUp(token, toBody(values)),
    // A full load: the app starts again with the new member's session and network.
    onSuccess: (res) => window.location.assign(res.redirect_to),
    form: formErrorTarget(form),
    inline: true,
  });
  const failure = join.error;
  const alreadyMember = isApiError(failure) && failure.code === "already_member";
  const linkGone = isApiError(failure) && failure.status === 404;
  const failureText = alreadyMember
    ? t("invitations.alreadyMember")
    : linkGone
      ? t("invitations.linkInvalid")
      : failure && !(isApiError(failure) && Object.keys(failure.fieldErrors).length)
        ? errorText(failure)
        : null;
  return (
    <form onSubmit={form.onSubmit((values) => join.mutate(values))} noValidate>
      <Stack gap="sm">
        {failureText && (
          <Alert color="red" data-testid="sign-up-error">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{failureText}</Text>
              {(alreadyMember || linkGone) && <SignInLink />}
            </Stack>
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t("invitations.firstName")} required {...form.getInputProps("first_name")} />
          <TextInput label={t("invitations.lastName")} required {...form.getInputProps("last_name")} />
        </SimpleGrid>
        <PasswordInput label={t("invitations.password")} required {...form.getInputProps("password")} />
        <PasswordInput
          label={t("invitations.passwordConfirmation")}
          required
          {...form.getInputProps("password_confirmation")}
        />
        <Button type="submit" loading={join.isPending} data-testid="sign-up-submit">
          {t("invitations.join")}
        </Button>
      </Stack>
    </form>
  );
}

/** /invitations/{token}: the sign-up page of an invitation link, for a visitor; the link works once and expires. */
export function InvitationSignUpPage() {
  const { t } = useTranslation();
  const { token = "" } = useParams();
  const invitation = useQuery(invitationQuery(token));
  return (
    <Center py={{ base: "md", sm: 48 }}>
      <Paper withBorder shadow="sm" p={{ base: "md", sm: "xl" }} radius="md" w="100%" maw={480}>
        <Stack gap="md">
          <Title order={1} size="h2">
            {t("invitations.signUpTitle")}
          </Title>
          <QueryState
            query={invitation}
            notFound={
              <Stack gap="sm" align="flex-start">
                <Alert color="red" data-testid="sign-up-invalid" w="100%">
                  {t("invitations.linkInvalid")}
                </Alert>
                <SignInLink />
              </Stack>
            }
          >
            {(data) => (
              <Stack gap="sm">
                <Text>{t("invitations.signUpIntro", { network: data.network })}</Text>
                <Text size="sm" c="dimmed">
                  {data.email}
                </Text>
                {data.groups.length > 0 && (
                  <Text size="sm">
                    {t("invitations.signUpGroups", { groups: data.groups.map((g) => g.name).join(", ") })}
                  </Text>
                )}
                <SignUpForm token={token} initial={{ first_name: data.first_name, last_name: data.last_name }} />
              </Stack>
            )}
          </QueryState>
        </Stack>
      </Paper>
    </Center>
  );
}
