import { useEffect } from "react";
import { rememberView } from "./recent-views";

/** A phone's page: remembers the phone for the home page's "Recently viewed" row. */
export function useRememberView(id: string | undefined) {
  useEffect(() => {
    if (id) rememberView(id);
  }, [id]);
}
