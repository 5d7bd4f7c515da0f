import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { Toaster } from "@/components/ui/toaster";
import { createQueryClient } from "@/lib/query-client";

/** `client` for a render that ends on its own (prerendering clears it); the browser's is made here. */
export function AppProvider(props: { children: ReactNode; client?: QueryClient }) {
  const { children } = props;
  const [queryClient] = useState(() => props.client ?? createQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Toaster />
    </QueryClientProvider>
  );
}
