/**
 * react-query for the pages that talk to the backend. One client for the
 * session; each feature sets its own retry rules (the spec gives them), so
 * the defaults retry nothing.
 */
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";

let client: QueryClient | undefined;

function queryClient(): QueryClient {
  client ??= new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 60_000 },
      mutations: { retry: false },
    },
  });
  return client;
}

export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient()}>{children}</QueryClientProvider>;
}
