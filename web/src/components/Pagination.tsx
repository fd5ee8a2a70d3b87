import { ActionIcon, Group, Text } from "@mantine/core";
import { IconChevronLeft, IconChevronRight, IconChevronsLeft, IconChevronsRight } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";

export type PaginationItem = number | "ellipsis-start" | "ellipsis-end";

/** Pages around the current one (`window` on each side), with an ellipsis where pages are left out. */
export function paginationItems(page: number, totalPages: number, window = 2): PaginationItem[] {
  const current = Math.min(Math.max(page, 1), Math.max(totalPages, 1));
  const start = Math.max(1, current - window);
  const end = Math.min(totalPages, current + window);
  const items: PaginationItem[] = [];
  if (start > 1) items.push("ellipsis-start");
  for (let p = start; p <= end; p += 1) items.push(p);
  if (end < totalPages) items.push("ellipsis-end");
  return items;
}

interface PaginationProps {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
  window?: number;
}

export function Pagination({ page, totalPages, onChange, window = 2 }: PaginationProps) {
  const { t } = useTranslation();
  // A page past the end (an old link, entries deleted since) keeps the pager, as the way back.
  const pastEnd = page > Math.max(totalPages, 1);
  if (totalPages <= 1 && !pastEnd) return null;
  const atStart = page <= 1;
  const atEnd = page === totalPages;
  const go = (target: number) => () => onChange(target);

  return (
    <Group component="nav" aria-label={t("pagination.label")} gap={4} justify="center" data-testid="pagination">
      <ActionIcon variant="default" size="lg" aria-label={t("pagination.first")} disabled={atStart} onClick={go(1)}>
        <IconChevronsLeft size={16} />
      </ActionIcon>
      <ActionIcon
        variant="default"
        size="lg"
        aria-label={t("pagination.previous")}
        disabled={atStart}
        onClick={go(pastEnd ? Math.max(totalPages, 1) : page - 1)}
      >
        <IconChevronLeft size={16} />
      </ActionIcon>
      {paginationItems(page, totalPages, window).map((item) =>
        typeof item === "number" ? (
          <ActionIcon
            key={item}
            variant={item === page ? "filled" : "default"}
            size="lg"
            aria-label={t("pagination.page", { page: item })}
            aria-current={item === page ? "page" : undefined}
            onClick={item === page ? undefined : go(item)}
          >
            <Text size="sm" fw={item === page ? 700 : 400} inherit>
              {item}
            </Text>
          </ActionIcon>
        ) : (
          <Text key={item} c="dimmed" px={4} aria-hidden data-testid="pagination-ellipsis">
            …
          </Text>
        ),
      )}
      <ActionIcon
        variant="default"
        size="lg"
        aria-label={t("pagination.next")}
        disabled={atEnd || pastEnd}
        onClick={go(page + 1)}
      >
        <IconChevronRight size={16} />
      </ActionIcon>
      <ActionIcon
        variant="default"
        size="lg"
        aria-label={t("pagination.last")}
        disabled={atEnd}
        onClick={go(Math.max(totalPages, 1))}
      >
        <IconChevronsRight size={16} />
      </ActionIcon>
    </Group>
  );
}
