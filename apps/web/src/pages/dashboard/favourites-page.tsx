import type { Favourite } from "@bechedaw/shared";
import { Heart } from "lucide-react";
import { Link } from "react-router";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorState } from "@/components/ui/error-state";
import { PendingButton } from "@/components/ui/pending-button";
import { Spinner } from "@/components/ui/spinner";
import { errorMessage } from "@/lib/error-message";
import { t } from "@/lib/i18n/i18n";
import { useSession } from "@/lib/session";
import { toast } from "@/lib/toast";
import { useToggleFavourite } from "@/features/favourites/components/favourite-button";
import { useFavourites } from "@/features/favourites/api/favourites";
import { FavouritesList } from "@/features/favourites/components/favourites-list";

/** `/dashboard/favourites`: the phones the person saved with the heart, to open or remove. */
export default function FavouritesPage() {
  const { user } = useSession();
  const list = useFavourites();
  const toggle = useToggleFavourite(user?.id ?? "");
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  const removingId = toggle.isPending ? (toggle.variables.productId ?? null) : null;

  const remove = (item: Favourite) =>
    toggle.mutate(
      { productId: item._id, save: false },
      { onSuccess: () => toast.success(t("favourites.removed", { phone: item.name })) },
    );

  return (
    <div className="space-y-6">
      <h1 className="text-3xl font-bold">{t("favourites.title")}</h1>
      {list.isPending ? (
        <Spinner label={t("favourites.loading")} />
      ) : list.isError ? (
        <ErrorState
          title={t("favourites.failed")}
          message={errorMessage(list.error)}
          onRetry={() => void list.refetch()}
        />
      ) : items.length === 0 ? (
        <EmptyState
          title={t("favourites.empty")}
          icon={<Heart className="size-12" aria-hidden="true" />}
        >
          <p>{t("favourites.emptyHint")}</p>
          <Link to="/phones" className="btn btn-primary">
            {t("favourites.browse")}
          </Link>
        </EmptyState>
      ) : (
        <div className="space-y-3">
          <FavouritesList items={items} removingId={removingId} onRemove={remove} />
          {list.hasNextPage ? (
            <PendingButton
              className="btn-outline w-full"
              isPending={list.isFetchingNextPage}
              onClick={() => void list.fetchNextPage()}
            >
              {t("favourites.showMore")}
            </PendingButton>
          ) : null}
        </div>
      )}
    </div>
  );
}
