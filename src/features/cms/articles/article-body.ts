import { articleBodyClasses as publicBodyClasses } from "~/components/article/article-body-classes";
import { cx } from "~/lib/cx";

/** How an article body looks in the editor: as on the public article page, plus the editor's selected table cells. */
export const articleBodyClasses = cx(publicBodyClasses, "[&_.selectedCell]:bg-teal-50");
