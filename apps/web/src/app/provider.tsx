import { QueryClientProvider } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { Toaster } from "react-hot-toast";
import { createQueryClient } from "@/lib/query-client";

/** Toasts at top centre: success 2 s, error 4 s, loading until dismissed (spec §4). */
export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Toaster
        position="top-center"
        // Below the sticky top bar, so a toast never covers the menu button or the language switch.
        containerStyle={{ top: 72 }}
        toastOptions={{
          success: { duration: 2000 },
          error: { duration: 4000 },
          loading: { duration: Infinity },
        }}
      />
    </QueryClientProvider>
  );
}
