import { useLocation } from "react-router";
import { useDocumentHead } from "~/lib/head";
import { NotFoundScreen } from "./not-found-screen";

export const notFoundMeta = (path: string) => ({
  title: "Page not found",
  description: "The page you were looking for could not be found. Try our home page or search the knowledge base.",
  path,
  noindex: true,
});

export function NotFoundPage() {
  const { pathname } = useLocation();
  useDocumentHead(notFoundMeta(pathname));
  return <NotFoundScreen />;
}
