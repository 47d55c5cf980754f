import { Button } from "./button.tsx";

/** "Load more" under a paged list, while the server names a next page. */
export function LoadMoreButton({
  pages,
  label,
  loadingLabel,
}: {
  pages: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown };
  label: string;
  loadingLabel: string;
}) {
  if (!pages.hasNextPage) return null;
  return (
    <div className="flex justify-center">
      <Button
        variant="outline"
        onClick={() => pages.fetchNextPage()}
        disabled={pages.isFetchingNextPage}
      >
        {pages.isFetchingNextPage ? loadingLabel : label}
      </Button>
    </div>
  );
}
