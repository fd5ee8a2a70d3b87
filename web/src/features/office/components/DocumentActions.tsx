import type { DocumentAction } from "@intranet/contracts";
import { Button, Tooltip } from "@mantine/core";
import { IconEye, IconFilePencil, IconListCheck } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useNetwork } from "../../../api/network";
import { documentActionsQuery, hostPagePath } from "../api";

const ICONS = { view: IconEye, edit: IconFilePencil, review: IconListCheck } as const;

/**
 * The file's document actions ("Open", "Edit", "Review") as buttons that open the host page in a new tab; an action
 * the member may not do now (a finalized or locked file, no right to add versions) shows disabled. Nothing at all
 * while the network has no office server, the actions load, or they fail (the file page works without them).
 * With `showReviewChanges` (a file with open review marks) the host page asks the office for its review view.
 */
export function DocumentActions({
  fileId,
  showReviewChanges = false,
}: {
  fileId: string;
  showReviewChanges?: boolean;
}) {
  const { t } = useTranslation();
  const enabled = useNetwork().config.office.wopi.enabled;
  const query = useQuery({ ...documentActionsQuery(fileId), enabled });
  if (!enabled || !query.data) return null;
  return query.data.map((a: DocumentAction) => {
    const Icon = ICONS[a.action];
    const label = t(`office.actions.${a.action}`);
    if (!a.authorized) {
      return (
        <Tooltip
          key={a.action}
          label={t("office.actions.notAuthorized")}
          events={{ hover: true, focus: true, touch: true }}
        >
          <Button
            variant="default"
            leftSection={<Icon size={16} />}
            data-disabled
            aria-disabled
            onClick={(e) => e.preventDefault()}
            data-testid={`office-action-${a.action}`}
          >
            {label}
          </Button>
        </Tooltip>
      );
    }
    return (
      <Button
        key={a.action}
        component="a"
        href={hostPagePath(fileId, a.app, a.action, showReviewChanges)}
        target="_blank"
        rel="noopener"
        variant="default"
        leftSection={<Icon size={16} />}
        data-testid={`office-action-${a.action}`}
      >
        {label}
      </Button>
    );
  });
}
