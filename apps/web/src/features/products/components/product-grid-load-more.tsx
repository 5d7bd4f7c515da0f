import { useEffect, useRef } from "react";
import { PendingButton } from "@/components/ui/pending-button";
import { t } from "@/lib/i18n/i18n";

/**
 * "Load more" as a button, and by itself when the sentinel under the list nears the viewport.
 * It stops loading by itself after a failure, so a broken network never loops. At the end it
 * says so, unless `quietEnd` (a short list of one's own needs no such line).
 */
export function ProductGridLoadMore(props: {
  hasMore: boolean;
  isLoading: boolean;
  hasFailed: boolean;
  onLoadMore: () => void;
  quietEnd?: boolean;
}) {
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasMore, isLoading, hasFailed, onLoadMore } = props;
  const canAutoLoad = hasMore && !isLoading && !hasFailed;

  useEffect(() => {
    const element = sentinel.current;
    if (!element || !canAutoLoad || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onLoadMore();
      },
      { rootMargin: "400px 0px" },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [canAutoLoad, onLoadMore]);

  if (!hasMore) {
    if (props.quietEnd) return null;
    return <p className="py-8 text-center text-base-content/70">{t("products.more.end")}</p>;
  }
  return (
    <div ref={sentinel} className="flex flex-col items-center gap-2 py-8">
      {hasFailed ? (
        <p role="alert" className="text-error">
          {t("products.more.failed")}
        </p>
      ) : null}
      <PendingButton
        className="btn-outline btn-secondary"
        isPending={isLoading}
        onClick={onLoadMore}
      >
        {isLoading ? t("products.more.loading") : t("products.more.load")}
      </PendingButton>
    </div>
  );
}
