import { BookmarkPlus } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { t } from "@/lib/i18n/i18n";
import { useSession } from "@/lib/session";
import { toast } from "@/lib/toast";

// The dialog, its form and the API's hooks load when the button is pressed, not with the page.
const SaveSearchDialog = lazy(() => import("./save-search-dialog"));

/**
 * "Save this search" on the search page: asks a name and the emails, then saves the search as
 * its address carries it. A visitor is told why and taken to log in, coming back here after.
 */
export function SaveSearchButton(props: { search: Record<string, string>; defaultName: string }) {
  const { user, isLoading } = useSession();
  const [isOpen, setIsOpen] = useState(false);
  const navigate = useNavigate();
  const location = useLocation();
  const open = () => {
    if (isLoading) return;
    if (!user) {
      toast.error(t("savedSearches.signInRequired"), { id: "save-search-signed-out" });
      void navigate("/login", { state: { from: `${location.pathname}${location.search}` } });
      return;
    }
    setIsOpen(true);
  };
  return (
    <>
      <button type="button" className="btn btn-outline btn-secondary btn-sm" onClick={open}>
        <BookmarkPlus aria-hidden="true" className="size-4" />
        {t("savedSearches.save")}
      </button>
      {user && isOpen ? (
        <Suspense fallback={null}>
          <SaveSearchDialog
            search={props.search}
            defaultName={props.defaultName}
            onClose={() => setIsOpen(false)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
