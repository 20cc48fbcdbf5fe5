/** Breadcrumb trails from the URL, named after the navigation's labels. */
import { paths } from "~/config/paths";

export interface Crumb {
  name: string;
  path: string;
}

const sectionNames = new Map<string, string>([
  [paths.accounting.path, "Accounting"],
  [paths.knowledge.path, "Knowledge Base"],
]);

export function breadcrumbTrail(path: string, pageTitle: string): Crumb[] {
  if (path === "/") return [{ name: "Home", path: "/" }];
  const trail: Crumb[] = [{ name: "Home", path: "/" }];
  const parts = path.split("/").filter(Boolean);
  for (let index = 1; index < parts.length; index++) {
    const prefix = `/${parts.slice(0, index).join("/")}`;
    const name = sectionNames.get(prefix);
    if (name) trail.push({ name, path: prefix });
  }
  trail.push({ name: pageTitle, path });
  return trail;
}
