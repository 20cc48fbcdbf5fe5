/**
 * /functions/v1/<name>: each function folder runs unchanged in its own Deno process (runner.ts),
 * started on first call and restarted after its files change, with the environment a hosted function
 * gets plus the project's secrets. `verify_jwt` from config.toml is enforced here, as the edge gateway does.
 */
import { verifyJwt } from "../keys.ts";
import type { ProjectConfig } from "../project-config.ts";
import { readDotenv } from "./dotenv.ts";

export interface FunctionsOptions {
  /** Folders whose sub-folders are functions; earlier folders win on a name clash. */
  dirs: string[];
  /** supabase/functions, where .env and .env.example are read. */
  secretsDir: string;
  config: ProjectConfig;
  /** SMTP settings of this stack's mail sink; .env can override them. */
  sink: Record<string, string>;
  /** Values every function sees: SUPABASE_URL, keys, SUPABASE_DB_URL. */
  env: Record<string, string>;
  /** Working directory of function processes (the project root, where deno.json lives). */
  cwd: string;
  /** The Deno binary that runs them (edge-deno.ts). */
  deno: string;
  log: (m: string) => void;
}

interface Worker {
  process: Deno.ChildProcess;
  port: number;
  ready: Promise<void>;
  exited: boolean;
}

const ENTRYPOINTS = ["index.ts", "index.tsx", "index.js", "index.mjs"];

function freePort(): number {
  const l = Deno.listen({ hostname: "127.0.0.1", port: 0 });
  const port = (l.addr as Deno.NetAddr).port;
  l.close();
  return port;
}

function plain(status: number, text: string) {
  return new Response(text, { status, headers: { "content-type": "text/plain" } });
}

export class FunctionsHost {
  #workers = new Map<string, Worker>();
  #watchers: Deno.FsWatcher[] = [];
  #starting = new Map<string, Promise<Worker>>();
  #runner = new URL("./runner.ts", import.meta.url).pathname;

  constructor(private readonly options: FunctionsOptions) {}

  /** Watches the function folders so edited code is picked up on the next call. */
  watch(): void {
    for (const dir of this.options.dirs) {
      try {
        const w = Deno.watchFs(dir, { recursive: true });
        this.#watchers.push(w);
        (async () => {
          for await (const ev of w) {
            if (ev.kind === "access") continue;
            if (this.#workers.size) this.options.log("function files changed; workers will restart on their next call");
            this.stopAll();
          }
        })().catch(() => {});
      } catch {
        /* a missing folder has nothing to watch */
      }
    }
  }

  async entrypoint(name: string): Promise<string | null> {
    if (!/^[A-Za-z0-9][A-Za-z0-9_-]*$/.test(name)) return null;
    const configured = this.options.config.functions[name];
    if (configured && !configured.enabled) return null;
    if (configured?.entrypoint) {
      const p = `${this.options.secretsDir}/../${configured.entrypoint.replace(/^\.\//, "")}`;
      try {
        if ((await Deno.stat(p)).isFile) return p;
      } catch {
        /* fall back to the folder */
      }
    }
    for (const dir of this.options.dirs) {
      for (const file of ENTRYPOINTS) {
        try {
          if ((await Deno.stat(`${dir}/${name}/${file}`)).isFile) return `${dir}/${name}/${file}`;
        } catch {
          /* next */
        }
      }
    }
    return null;
  }

  async list(): Promise<string[]> {
    const names = new Set<string>();
    for (const dir of this.options.dirs) {
      try {
        for await (const e of Deno.readDir(dir)) {
          if (e.isDirectory && !e.name.startsWith("_") && !e.name.startsWith(".") && (await this.entrypoint(e.name)))
            names.add(e.name);
        }
      } catch {
        /* none */
      }
    }
    return [...names].sort();
  }

  async #env(): Promise<Record<string, string>> {
    // Committed defaults, then this stack's own mail sink, then the developer's real secrets.
    const defaults = await readDotenv(`${this.options.secretsDir}/.env.example`);
    const secrets = await readDotenv(`${this.options.secretsDir}/.env`);
    const base = Deno.env.toObject();
    for (const k of Object.keys(base)) if (k.startsWith("SUPABASE_LOCAL_") || k === "DATABASE_URL") delete base[k];
    return { ...base, ...defaults, ...this.options.sink, ...secrets, ...this.options.env };
  }

  async #start(name: string, entry: string): Promise<Worker> {
    const port = freePort();
    const process = new Deno.Command(this.options.deno, {
      args: ["run", "--allow-all", "--no-prompt", "--quiet", this.#runner, entry, String(port)],
      cwd: this.options.cwd,
      env: await this.#env(),
      clearEnv: true,
      stdout: "piped",
      stderr: "piped",
    }).spawn();
    let resolveReady!: () => void;
    let rejectReady!: (e: Error) => void;
    const ready = new Promise<void>((res, rej) => {
      resolveReady = res;
      rejectReady = rej;
    });
    const worker: Worker = { process, port, ready, exited: false };
    const pipe = async (stream: ReadableStream<Uint8Array>, isOut: boolean) => {
      const reader = stream.pipeThrough(new TextDecoderStream()).getReader();
      let buf = "";
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buf += value;
        let nl;
        while ((nl = buf.indexOf("\n")) >= 0) {
          const line = buf.slice(0, nl);
          buf = buf.slice(nl + 1);
          if (isOut && line === "SUPABASE_LOCAL_FUNCTION_READY") resolveReady();
          else this.options.log(`[${name}] ${line}`);
        }
      }
      if (buf) this.options.log(`[${name}] ${buf}`);
    };
    pipe(process.stdout, true).catch(() => {});
    pipe(process.stderr, false).catch(() => {});
    process.status.then((s) => {
      worker.exited = true;
      if (this.#workers.get(name) === worker) this.#workers.delete(name);
      rejectReady(new Error(`exited with code ${s.code}`));
    });
    return worker;
  }

  /**
   * The function's one worker. Calls that arrive while it boots wait for the same worker: starting
   * one per call would put dozens of Deno processes on the CPU at once under a burst of visitors.
   */
  async #worker(name: string, entry: string): Promise<Worker> {
    const running = this.#workers.get(name);
    if (running && !running.exited) {
      await running.ready;
      return running;
    }
    let starting = this.#starting.get(name);
    if (!starting) {
      starting = this.#start(name, entry)
        .then((worker) => {
          if (!worker.exited) this.#workers.set(name, worker);
          return worker;
        })
        .finally(() => this.#starting.delete(name));
      this.#starting.set(name, starting);
    }
    const worker = await starting;
    await worker.ready;
    return worker;
  }

  async handle(req: Request, url: URL, path: string): Promise<Response> {
    const [, name = "", ...rest] = path.split("/");
    const entry = await this.entrypoint(name);
    if (!entry) return plain(404, "Function not found");

    // verify_jwt, as the hosted platform checks it before the function runs: a valid JWT in
    // Authorization, and nothing else will do. The opaque publishable and secret keys are not JWTs,
    // so a visitor's supabase-js (which sends the publishable key there) is refused
    // (Supabase docs: guides/functions/auth-headers, troubleshooting/edge-function-401-error-response).
    const verify = this.options.config.functions[name]?.verifyJwt ?? true;
    if (verify && req.method !== "OPTIONS") {
      const auth = req.headers.get("authorization");
      if (!auth) return Response.json({ code: 401, message: "Missing authorization header" }, { status: 401 });
      const [scheme, token] = auth.split(" ");
      if (scheme !== "Bearer" || !token)
        return Response.json({ code: 401, message: "Invalid Token or Protected Header formatting" }, { status: 401 });
      if (!(await verifyJwt(token)).ok) return Response.json({ code: 401, message: "Invalid JWT" }, { status: 401 });
    }

    let worker: Worker;
    try {
      worker = await this.#worker(name, entry);
    } catch (e) {
      this.options.log(`[${name}] failed to boot: ${(e as Error).message}`);
      return Response.json(
        { code: "BOOT_ERROR", message: "Worker failed to boot (please check logs)" },
        { status: 503 },
      );
    }
    // The function sees /<name>/<rest>, as on the hosted edge runtime.
    const target = `http://127.0.0.1:${worker.port}/${name}${rest.length ? `/${rest.join("/")}` : ""}${url.search}`;
    const headers = new Headers(req.headers);
    headers.set("x-forwarded-host", url.host);
    // The gateway's fetch would decode a compressed answer but keep its content-encoding header.
    headers.set("accept-encoding", "identity");
    headers.set("x-forwarded-proto", url.protocol.replace(":", ""));
    try {
      const res = await fetch(target, {
        method: req.method,
        headers,
        body: req.body,
        redirect: "manual",
        // @ts-ignore Deno needs duplex for streamed request bodies
        duplex: "half",
      });
      return new Response(res.body, { status: res.status, statusText: res.statusText, headers: res.headers });
    } catch (e) {
      this.options.log(`[${name}] request failed: ${(e as Error).message}`);
      return Response.json(
        { code: "WORKER_ERROR", message: "Function exited due to an error (please check logs)" },
        { status: 500 },
      );
    }
  }

  stopAll(): void {
    for (const [name, w] of this.#workers) {
      this.#workers.delete(name);
      try {
        w.process.kill("SIGTERM");
      } catch {
        /* already gone */
      }
    }
  }

  async close(): Promise<void> {
    for (const w of this.#watchers) w.close();
    const pending = [...this.#workers.values()].map((w) => w.process.status.catch(() => {}));
    this.stopAll();
    await Promise.all(pending);
  }
}
