/** Icons named by category data. */
import { iconSources, type IconName } from "~/components/ui/icon-names";

/** The category's icon, or the default folder symbol when absent or unknown (spec section 3). */
export function categoryIcon(icon: string | null | undefined): IconName {
  return icon && Object.hasOwn(iconSources, icon) ? (icon as IconName) : "folder";
}
