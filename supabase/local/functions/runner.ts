/**
 * Hosts one edge function file unchanged: `Deno.serve` is replaced while the file is imported so
 * the handler it passes is captured, then the real `Deno.serve` serves that handler on a private port.
 * Run as: deno run -A runner.ts <entrypoint> <port>
 */
type Handler = (req: Request, info: Deno.ServeHandlerInfo) => Response | Promise<Response>;

const [entry, portArg] = Deno.args;

// Exit with the stack: if it dies without stopping us, we are re-parented.
const parent = Deno.ppid;
setInterval(() => {
  if (Deno.ppid !== parent) Deno.exit(0);
}, 1000);
if (!entry || !portArg) {
  console.error("usage: runner.ts <entrypoint> <port>");
  Deno.exit(2);
}

// The edge runtime's global, so functions using EdgeRuntime.waitUntil run here too.
(globalThis as Record<string, unknown>).EdgeRuntime ??= {
  waitUntil(p: Promise<unknown>) {
    Promise.resolve(p).catch((e) => console.error("waitUntil task failed:", e));
  },
};

let captured: Handler | undefined;
const realServe = Deno.serve;

function capture(...args: unknown[]): Deno.HttpServer {
  for (const a of args) {
    if (typeof a === "function") captured = a as Handler;
    else if (a && typeof a === "object" && typeof (a as { handler?: unknown }).handler === "function") {
      captured = (a as { handler: Handler }).handler;
    }
  }
  const finished = new Promise<void>(() => {});
  return {
    finished,
    addr: { transport: "tcp", hostname: "127.0.0.1", port: Number(portArg) },
    ref() {},
    unref() {},
    shutdown: () => Promise.resolve(),
    [Symbol.asyncDispose]: () => Promise.resolve(),
  } as unknown as Deno.HttpServer;
}

(Deno as { serve: unknown }).serve = capture;
try {
  await import(new URL(entry, `file://${Deno.cwd()}/`).href);
} finally {
  (Deno as { serve: unknown }).serve = realServe;
}

if (!captured) {
  console.error(`${entry} did not call Deno.serve(handler)`);
  Deno.exit(3);
}
const handler = captured;

realServe(
  {
    hostname: "127.0.0.1",
    port: Number(portArg),
    onListen: () => console.log("SUPABASE_LOCAL_FUNCTION_READY"),
    onError: (e) => {
      console.error(e);
      return Response.json(
        { code: "WORKER_ERROR", message: "Function exited due to an error (please check logs)" },
        { status: 500 },
      );
    },
  },
  handler,
);
