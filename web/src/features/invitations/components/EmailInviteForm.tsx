import { type ExternalInviteBody, type ExternalInviteSettings, externalInviteBody } from "@intranet/contracts";
import { Button, Group, SimpleGrid, Stack, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../../api/client";
import { notifySaved } from "../../../components/toasts";
import { contractValidator, formErrorTarget } from "../../../lib/forms";
import { useAppMutation } from "../../../lib/mutations";
import { type InviteScope, refreshInvites, sendExternalInvites } from "../api";
import { CommonFields, type CommonInviteValues, commonDefaults } from "./CommonFields";
import { InviteErrors } from "./InviteErrors";

interface EmailValues extends CommonInviteValues {
  email: string;
  first_name: string;
  last_name: string;
}

const toBody = (v: EmailValues): ExternalInviteBody => ({ external_invite: v });

/** The server's codes for an address that cannot be invited (again): its text goes under the e-mail field. */
const TAKEN_CODES = ["already_invited", "already_member"] as const;
const takenCode = (error: unknown) => (isApiError(error) ? TAKEN_CODES.find((code) => code === error.code) : undefined);

/** The e-mail tab: one address, the names, the mail's subject and text, the member type and groups. */
export function EmailInviteForm({ scope, settings }: { scope: InviteScope; settings: ExternalInviteSettings }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const form = useForm<EmailValues>({
    initialValues: { email: "", first_name: "", last_name: "", ...commonDefaults(settings) },
    validate: contractValidator(externalInviteBody, toBody),
  });
  const send = useAppMutation({
    mutationFn: (values: EmailValues) => sendExternalInvites(scope, toBody(values)),
    onSuccess: async (res) => {
      notifySaved(t("invitations.sentToast", { count: res.invited }));
      form.setValues({ email: "", first_name: "", last_name: "" });
      await refreshInvites(queryClient);
    },
    form: formErrorTarget(form),
    inline: true,
    onError: (error) => {
      const taken = takenCode(error);
      if (taken) form.setFieldError("email", t(`invitations.emailTaken.${taken}`));
    },
  });
  return (
    <form onSubmit={form.onSubmit((values) => send.mutate(values))} noValidate>
      <Stack gap="sm">
        <InviteErrors error={send.error} />
        <TextInput label={t("invitations.email")} type="email" required {...form.getInputProps("email")} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t("invitations.firstName")} {...form.getInputProps("first_name")} />
          <TextInput label={t("invitations.lastName")} {...form.getInputProps("last_name")} />
        </SimpleGrid>
        <CommonFields form={form} settings={settings} />
        <Group justify="flex-end">
          <Button type="submit" loading={send.isPending} data-testid="invite-email-send">
            {t("invitations.send")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
