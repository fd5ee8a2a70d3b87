import { Anchor, Button, Group, Modal, Stack, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useNetwork } from "../../../api/network";
import { availableUpgradesQuery } from "../api";
import { markOfferSeen, unseenOffer } from "./upgrade-offers-seen";

/**
 * The deployment-offer modal (administration §4): for administrators where a customer central is configured, the
 * upgrades are asked every 5 minutes and an offer not yet seen today shows once; nothing otherwise.
 */
export function UpgradeOfferModal() {
  const { t } = useTranslation();
  const network = useNetwork();
  const member = network.current_member;
  const enabled = member !== null && network.can.version_and_updates && network.config.customer_central_url !== null;
  const query = useQuery({ ...availableUpgradesQuery, enabled });
  // Re-rendered after a close, so the next unseen offer (if any) shows.
  const [, setClosed] = useState(0);
  const offer = enabled && member && query.data ? unseenOffer(member.id, query.data.upgrades) : null;
  if (!offer || !member) return null;
  const close = () => {
    markOfferSeen(member.id, offer);
    setClosed((n) => n + 1);
  };
  return (
    <Modal opened onClose={close} title={t("designs.update.offerTitle")} data-testid="upgrade-offer-modal">
      <Stack gap="sm">
        <Text>{t("designs.update.offerText", { name: offer.name })}</Text>
        {offer.deadline && <Text size="sm">{t("designs.update.deadline", { date: offer.deadline })}</Text>}
        {offer.release_notes_url && (
          <Anchor href={offer.release_notes_url} target="_blank" rel="noopener noreferrer">
            {t("designs.update.releaseNotes")}
          </Anchor>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t("designs.update.offerLater")}
          </Button>
          <Button component={Link} to="/administration/update-zentrale" onClick={close}>
            {t("designs.update.title")}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

export default UpgradeOfferModal;
