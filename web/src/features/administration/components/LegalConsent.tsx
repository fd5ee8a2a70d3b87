import { Button, Checkbox, Modal, ScrollArea, Stack, Text } from "@mantine/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { useNetwork } from "../../../api/network";
import { useAppMutation } from "../../../lib/mutations";
import { isOnPath } from "../../manifest";
import { acceptLegalText, pendingLegalTextsQuery } from "../api";
import { RichTextView } from "./RichTextView";

/**
 * After sign-in, a member who has not accepted the current version of a consent text reads it in a dialog that
 * cannot be closed until they accept; one text after the other. Administration screens stay open, so an
 * administrator can still correct a text.
 */
export default function LegalConsent() {
  const { t } = useTranslation();
  const network = useNetwork();
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const [agreed, setAgreed] = useState(false);
  const signedIn = network.current_member !== null;
  const query = useQuery({ ...pendingLegalTextsQuery, enabled: signedIn });
  const text = query.data?.legal_texts[0];
  const accept = useAppMutation({
    mutationFn: () => acceptLegalText(text?.id ?? "", text?.version_id ?? ""),
    onSettled: async () => {
      setAgreed(false);
      await queryClient.invalidateQueries({ queryKey: pendingLegalTextsQuery.queryKey });
    },
  });
  if (!signedIn || !text || isOnPath(pathname, ["/administration"])) return null;
  return (
    <Modal
      opened
      onClose={() => {}}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      size="lg"
      title={t("administration.shell.consent_title", { name: text.name })}
      data-testid="legal-consent"
    >
      <Stack gap="md">
        <Text size="sm">{t("administration.shell.consent_intro", { name: text.name, version: text.version })}</Text>
        <ScrollArea.Autosize mah="50vh" type="auto">
          <RichTextView html={text.html_text} testId="legal-consent-text" />
        </ScrollArea.Autosize>
        <Checkbox
          checked={agreed}
          onChange={(event) => setAgreed(event.currentTarget.checked)}
          label={t("administration.shell.consent_checkbox", { name: text.name })}
          data-testid="legal-consent-checkbox"
        />
        <Button
          disabled={!agreed}
          loading={accept.isPending}
          onClick={() => accept.mutate()}
          data-testid="legal-consent-accept"
        >
          {t("administration.shell.consent_accept")}
        </Button>
      </Stack>
    </Modal>
  );
}
