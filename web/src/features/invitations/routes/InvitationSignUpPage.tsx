import { type InvitationSignUpBody, invitationSignUpBody } from "@intranet/contracts";
import { Alert, Button, Center, Paper, PasswordInput, SimpleGrid, Stack, Text, TextInput, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { isApiError } from "../../../api/client";
import { errorText } from "../../../components/field-errors";
import { QueryState } from "../../../components/QueryState";
import { contractValidator, formErrorTarget } from "../../../lib/forms";
import { useAppMutation } from "../../../lib/mutations";
import { invitationQuery, signUp } from "../api";

type Values = InvitationSignUpBody["user"];

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
  const failureText =
    isApiError(failure) && failure.code === "already_member"
      ? t("invitations.alreadyMember")
      : isApiError(failure) && failure.status === 404
        ? t("invitations.linkInvalid")
        : failure && !(isApiError(failure) && Object.keys(failure.fieldErrors).length)
          ? errorText(failure)
          : null;
  return (
    <form onSubmit={form.onSubmit((values) => join.mutate(values))} noValidate>
      <Stack gap="sm">
        {failureText && (
          <Alert color="red" data-testid="sign-up-error">
            {failureText}
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
              <Alert color="red" data-testid="sign-up-invalid">
                {t("invitations.linkInvalid")}
              </Alert>
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
