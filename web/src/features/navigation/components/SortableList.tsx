import { useTranslation } from "react-i18next";
import { SortableList as SharedSortableList, type SortableListProps } from "../../../components/SortableList";

/** The shared sortable list with the navigation editors' texts for its handle and buttons. */
export function SortableList<T>(props: Omit<SortableListProps<T>, "labels">) {
  const { t } = useTranslation();
  const labels = { drag: t("navigation.dragHandle"), up: t("navigation.moveUp"), down: t("navigation.moveDown") };
  return <SharedSortableList {...props} labels={labels} />;
}
