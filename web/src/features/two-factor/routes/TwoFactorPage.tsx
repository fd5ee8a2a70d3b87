import type { Factor, FactorType } from "@intranet/contracts";
import {
  Alert,
  Badge,
  Button,
  Code,
  Group,
  Image,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { TFunction } from "i18next";
import QRCode from "qrcode";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../../api/client";
import { networkQuery, useNetwork } from "../../../api/network";
import { CopyField } from "../../../components/CopyField";
import { openConfirm } from "../../../components/confirm";
import { QueryState } from "../../../components/QueryState";
import { notifySaved } from "../../../components/toasts";
import { useAppMutation } from "../../../lib/mutations";
import { createFactor, deleteFactor, downloadBackupCodes, factorsQuery, resetBackupCodes, startFactor } from "../api";

type Step =
  | { kind: "list" }
  | { kind: "add"; type: FactorType; provisioning_uri?: string; secret_key?: string }
  | { kind: "code"; action: "delete" | "reset"; factor: Factor }
  | { kind: "backup"; codes: string[] };

const codeError = (error: unknown, t: TFunction) =>
  error ? (isApiError(error) && error.status === 400 ? t("twoFactor.invalidCode") : t("errors.generic")) : undefined;

function CodeForm({
  submitLabel,
  onSubmit,
  pending,
  error,
}: {
  submitLabel: string;
  onSubmit: (code: string) => void;
  pending: boolean;
  error: unknown;
}) {
  const { t } = useTranslation();
  const form = useForm({ initialValues: { code: "" } });
  const code = form.values.code;
  // An empty code is not submitted (spec: empty code not submitted in add flows).
  const submit = form.onSubmit((v) => {
    if (v.code.trim()) onSubmit(v.code.trim());
  });
  return (
    <form onSubmit={submit} noValidate>
      <Group align="flex-end">
        <TextInput
          label={t("twoFactor.code")}
          required
          autoComplete="one-time-code"
          {...form.getInputProps("code")}
          error={codeError(error, t)}
        />
        <Button type="submit" loading={pending} disabled={!code.trim()}>
          {submitLabel}
        </Button>
      </Group>
    </form>
  );
}

function QrCode({ uri }: { uri: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    void QRCode.toDataURL(uri, { margin: 1, width: 200 }).then(setSrc);
  }, [uri]);
  return src ? <Image src={src} w={200} h={200} alt="" /> : null;
}

/** The address's shared secret, which an app without a camera asks for, with a button copying it. */
function SecretKey({ uri }: { uri: string }) {
  const { t } = useTranslation();
  const secret = secretOf(uri);
  if (!secret) return null;
  return (
    <Stack gap={4} data-testid="secret-key">
      <Text size="sm" fw={500}>
        {t("twoFactor.secretKey")}
      </Text>
      <CopyField
        value={secret}
        label={t("twoFactor.secretKey")}
        copyLabel={t("twoFactor.copyKey")}
        copiedText={t("twoFactor.keyCopied")}
      />
    </Stack>
  );
}

const secretOf = (uri: string) => {
  try {
    return new URL(uri).searchParams.get("secret");
  } catch {
    return null;
  }
};

export function TwoFactorPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const factors = useQuery(factorsQuery);
  const [step, setStep] = useState<Step>({ kind: "list" });
  const network = useNetwork();
  const { mode, totp_available, email_available } = network.config.two_factor;
  // The preload says whether the network still sends this member here (enforced two-factor, no factor yet).
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: factorsQuery.queryKey }),
      queryClient.invalidateQueries({ queryKey: networkQuery.queryKey }),
    ]);
  // Turned off: factors set up before stay (and may be removed); no new one is offered.
  const offered = (factor: Factor) =>
    factor.id !== null || (mode !== "disabled" && (factor.type === "totp" ? totp_available : email_available));

  const start = useAppMutation({
    mutationFn: startFactor,
    onSuccess: (data, type) => setStep({ kind: "add", type, ...data }),
  });
  // A wrong code shows at the code field (CodeForm), not as a toast.
  const activate = useAppMutation({
    inline: true,
    mutationFn: createFactor,
    onSuccess: (data) => {
      void refresh();
      setStep({ kind: "backup", codes: data.backup_codes });
    },
  });
  const removal = useAppMutation({
    mutationFn: (id: string) => deleteFactor(id),
    onSuccess: () => {
      notifySaved();
      return refresh();
    },
  });
  const withCode = useAppMutation({
    inline: true,
    mutationFn: async ({ action, factor, code }: { action: "delete" | "reset"; factor: Factor; code: string }) => {
      if (action === "reset") return resetBackupCodes(factor.id ?? "", code);
      await deleteFactor(factor.id ?? "", code);
      return null;
    },
    onSuccess: (data) => {
      void refresh();
      if (data) setStep({ kind: "backup", codes: data.backup_codes });
      else {
        notifySaved();
        setStep({ kind: "list" });
      }
    },
  });

  // While loading, the page shows with an empty list; only a failed load replaces it.
  if (factors.isError) return <QueryState query={factors} />;

  const remove = (factor: Factor) => {
    // TOTP factors are removed with a code (CodeForm); the others after a confirmation.
    if (factor.type === "totp") return setStep({ kind: "code", action: "delete", factor });
    openConfirm({
      message: t("twoFactor.deleteConfirm"),
      onConfirm: () => removal.mutate(factor.id ?? ""),
    });
  };

  return (
    <Stack gap="md" maw={720}>
      <Title order={1} size="h2">
        {t("twoFactor.title")}
      </Title>
      {mode === "disabled" && (
        <Alert color="gray" data-testid="two-factor-off">
          {t("twoFactor.turnedOff")}
        </Alert>
      )}
      {network.two_factor_setup_required && (
        <Alert color="yellow" data-testid="two-factor-enforced">
          {t("twoFactor.enforced")}
        </Alert>
      )}
      {step.kind === "list" && (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {(factors.data ?? []).filter(offered).map((factor) => (
            <Paper key={factor.type} withBorder p="lg" radius="md" data-testid={`factor-${factor.type}`}>
              <Stack gap="xs">
                <Group justify="space-between">
                  <Text fw={600}>{t(`twoFactor.types.${factor.type}`)}</Text>
                  <Badge color={factor.id ? "green" : "gray"} variant="light">
                    {factor.id ? t("twoFactor.active") : t("twoFactor.notSetUp")}
                  </Badge>
                </Group>
                {factor.id ? (
                  <Group gap="xs">
                    <Button
                      size="xs"
                      variant="default"
                      onClick={() => setStep({ kind: "code", action: "reset", factor })}
                    >
                      {t("twoFactor.resetBackupCodes")}
                    </Button>
                    <Button size="xs" color="red" variant="light" onClick={() => remove(factor)}>
                      {t("twoFactor.remove")}
                    </Button>
                  </Group>
                ) : (
                  <Button
                    size="xs"
                    loading={start.isPending && start.variables === factor.type}
                    onClick={() => start.mutate(factor.type)}
                  >
                    {t("twoFactor.add")}
                  </Button>
                )}
              </Stack>
            </Paper>
          ))}
        </SimpleGrid>
      )}
      {step.kind === "add" && (
        <Paper withBorder p="lg" radius="md">
          <Stack gap="sm">
            {step.provisioning_uri ? (
              <>
                <Text>{t("twoFactor.scan")}</Text>
                <QrCode uri={step.provisioning_uri} />
                {/* One long word: it wraps anywhere rather than running off a phone's screen. */}
                <Code block style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }} data-testid="provisioning-uri">
                  {step.provisioning_uri}
                </Code>
                <SecretKey uri={step.provisioning_uri} />
              </>
            ) : (
              <Text>{t("twoFactor.mailed")}</Text>
            )}
            <CodeForm
              submitLabel={t("twoFactor.activate")}
              pending={activate.isPending}
              error={activate.error}
              onSubmit={(code) =>
                activate.mutate({
                  type: step.type,
                  code,
                  provisioning_uri: step.provisioning_uri,
                  secret_key: step.secret_key,
                })
              }
            />
            <Button variant="subtle" w="fit-content" onClick={() => setStep({ kind: "list" })}>
              {t("common.cancel")}
            </Button>
          </Stack>
        </Paper>
      )}
      {step.kind === "code" && (
        <Paper withBorder p="lg" radius="md">
          <Stack gap="sm">
            <Text>{step.action === "delete" ? t("twoFactor.deleteNeedsCode") : t("twoFactor.resetNeedsCode")}</Text>
            <CodeForm
              submitLabel={step.action === "delete" ? t("twoFactor.remove") : t("twoFactor.resetBackupCodes")}
              pending={withCode.isPending}
              error={withCode.error}
              onSubmit={(code) => withCode.mutate({ action: step.action, factor: step.factor, code })}
            />
            <Button variant="subtle" w="fit-content" onClick={() => setStep({ kind: "list" })}>
              {t("common.cancel")}
            </Button>
          </Stack>
        </Paper>
      )}
      {step.kind === "backup" && (
        <Paper withBorder p="lg" radius="md">
          <Stack gap="sm">
            <Alert color="yellow">{t("twoFactor.backupIntro")}</Alert>
            <Code block data-testid="backup-codes">
              {step.codes.join("\n")}
            </Code>
            <Group>
              <Button onClick={() => downloadBackupCodes(step.codes)}>{t("twoFactor.download")}</Button>
              <Button variant="default" onClick={() => setStep({ kind: "list" })}>
                {t("twoFactor.done")}
              </Button>
            </Group>
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
