import { useEffect } from "react";
import { Button, ButtonLink } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { paths } from "~/config/paths";
import { errorMessage, UNEXPECTED_ERROR_HEADING } from "./error-boundary";

/** Shown when rendering fails: the spec's heading, the message, and a way out. */
export default function AppErrorScreen({ error }: { error: unknown }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  const message = errorMessage(error);
  return (
    <Container className="flex min-h-[60vh] flex-col items-center justify-center py-20 text-center">
      <h1 className="text-3xl font-bold text-navy-900">{UNEXPECTED_ERROR_HEADING}</h1>
      <p className="mt-4 max-w-lg text-slate-700">{message}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button onClick={() => window.location.reload()}>Reload the page</Button>
        <ButtonLink href={paths.home.href()} variant="secondary">
          Go to the home page
        </ButtonLink>
      </div>
    </Container>
  );
}
