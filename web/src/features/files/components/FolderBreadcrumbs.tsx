import { Anchor, Breadcrumbs } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { rootFolderName } from "../folder-names";

/** The folder path (root first), each entry a link; the root shows under its translated name. */
export function FolderBreadcrumbs({
  path,
  groupSlug,
  fileName,
}: {
  path: { id: string; name: string }[];
  groupSlug: string | null;
  fileName?: string;
}) {
  const { t } = useTranslation();
  const base = groupSlug ? `/groups/${groupSlug}/files` : "/files";
  return (
    <nav aria-label={t("files.breadcrumb")}>
      <Breadcrumbs separatorMargin={4} style={{ flexWrap: "wrap" }} data-testid="folder-breadcrumbs">
        {path.map((entry, index) => (
          <Anchor component={Link} key={entry.id} to={index === 0 ? base : `${base}/folders/${entry.id}`} size="sm">
            {index === 0 ? rootFolderName(t, groupSlug) : entry.name}
          </Anchor>
        ))}
        {fileName && <span>{fileName}</span>}
      </Breadcrumbs>
    </nav>
  );
}
