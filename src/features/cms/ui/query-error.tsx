import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";

/** A failed load, with the server's message and a way to try again. */
export function QueryError({
  title,
  error,
  retryLabel,
  onRetry,
}: {
  title: string;
  error: unknown;
  retryLabel: string;
  onRetry: () => void;
}) {
  return (
    <Alert tone="destructive" role="alert" title={title}>
      {error instanceof Error && <p>{error.message}</p>}
      <Button variant="secondary" size="sm" onClick={onRetry}>
        {retryLabel}
      </Button>
    </Alert>
  );
}
