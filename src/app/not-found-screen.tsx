import { ButtonLink } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { paths } from "~/config/paths";

export const NOT_FOUND_TEXT = { code: "404", heading: "Oops! Page not found", home: "Return to Home" };

export function NotFoundScreen() {
  return (
    <Container className="flex min-h-[60vh] flex-col items-center justify-center py-20 text-center">
      <p className="text-7xl font-bold text-teal-700">{NOT_FOUND_TEXT.code}</p>
      <h1 className="mt-4 text-3xl font-bold text-navy-900">{NOT_FOUND_TEXT.heading}</h1>
      <p className="mt-3 max-w-md text-slate-700">
        The page may have moved, or the link may be mistyped. Try the home page, or search our knowledge base.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <ButtonLink href={paths.home.href()}>{NOT_FOUND_TEXT.home}</ButtonLink>
        <ButtonLink href={paths.knowledge.href()} variant="secondary">
          Knowledge Base
        </ButtonLink>
      </div>
    </Container>
  );
}
