/**
 * A page an e-mail's link opens, carrying the sign-up's id and a signed token: it says what the
 * link will do and does it when the person presses the button, never on opening (mail scanners
 * open links). The function it calls checks the token; a bad link changes nothing.
 */
import { useMutation } from "@tanstack/react-query";
import { useLocation } from "react-router";
import type { confirmLinkSchema, unsubscribeLinkSchema } from "#kernel/schemas/email-link.ts";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { invokeFunction } from "~/lib/functions";
import { QueryProvider } from "~/lib/query-client";
import { useHydrated } from "~/lib/use-hydrated";
import type { EmailLinkCopy } from "./copy";

type LinkSchema = typeof confirmLinkSchema | typeof unsubscribeLinkSchema;

interface EmailLinkProps {
  copy: EmailLinkCopy;
  functionName: "confirm-email" | "unsubscribe";
  /** What the link must hold (the shared schema its function checks too). */
  schema: LinkSchema;
}

export function EmailLinkPage({ copy, functionName, schema }: EmailLinkProps) {
  return (
    <QueryProvider>
      <Container className="py-12 sm:py-16">
        <div className="mx-auto max-w-2xl">
          <h1 className="text-3xl font-bold tracking-tight text-navy-900 sm:text-4xl">{copy.heading}</h1>
          <p className="mt-4 text-lg text-slate-700">{copy.lead}</p>
          <div className="mt-8">
            <EmailLinkAction copy={copy} functionName={functionName} schema={schema} />
          </div>
        </div>
      </Container>
    </QueryProvider>
  );
}

function EmailLinkAction({ copy, functionName, schema }: EmailLinkProps) {
  const hydrated = useHydrated();
  const { search } = useLocation();
  const params = new URLSearchParams(search);
  const link = schema.safeParse({ id: params.get("id") ?? "", token: params.get("token") ?? "" });
  const act = useMutation({
    // Offered only once the link has been read whole (below): a link that is not is never sent.
    mutationFn: () => (link.success ? invokeFunction(functionName, link.data) : Promise.reject(link.error)),
  });

  // The link's parameters are known only in the browser: the prerendered page shows the button, inactive.
  if (hydrated && !link.success)
    return (
      <Alert tone="destructive" role="alert" title={copy.incompleteTitle}>
        <p>{link.error.issues[0]?.message}</p>
      </Alert>
    );
  if (act.isSuccess)
    return (
      <Alert tone="success" role="status" title={copy.doneTitle}>
        <p>{copy.doneText}</p>
      </Alert>
    );
  return (
    <div className="space-y-4">
      {act.isError && (
        <Alert tone="destructive" role="alert" title={copy.failedTitle}>
          <p>{act.error.message}</p>
        </Alert>
      )}
      <Button size="lg" disabled={!hydrated || act.isPending} onClick={() => act.mutate()}>
        {act.isPending ? copy.acting : copy.action}
      </Button>
    </div>
  );
}
