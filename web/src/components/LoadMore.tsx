import { Button, Center } from "@mantine/core";

/** The "Load more" button under a list read page by page (an infinite query); nothing once the last page is there. */
export function LoadMore({
  query,
  label,
}: {
  query: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => Promise<unknown> };
  label: string;
}) {
  if (!query.hasNextPage) return null;
  return (
    <Center>
      <Button
        variant="default"
        onClick={() => void query.fetchNextPage()}
        loading={query.isFetchingNextPage}
        data-testid="load-more"
      >
        {label}
      </Button>
    </Center>
  );
}
