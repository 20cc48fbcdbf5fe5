import { useLocation } from "react-router";
import { useDocumentHead } from "~/prerender/head";
import { notFoundMeta } from "./not-found-meta";
import { NotFoundScreen } from "./not-found-screen";

export default function NotFoundPage() {
  const { pathname } = useLocation();
  useDocumentHead(notFoundMeta(pathname));
  return <NotFoundScreen />;
}
