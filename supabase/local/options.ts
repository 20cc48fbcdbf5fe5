/** Command-line flags and SUPABASE_LOCAL_* variables; flags win. Ports left undefined come from config.toml. */
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";

export interface StackOptions {
  /** Where the stack's code, deno.json and node_modules are (function processes run here). */
  codeDir: string;
  /** The project whose supabase/ folder is served. */
  projectDir: string;
  supabaseDir: string;
  dataDir: string;
  host: string;
  apiPort?: number;
  dbPort?: number;
  mailPort?: number;
  smtpPort?: number;
  functionsDirs: string[];
  databaseUrl?: string;
  reset: boolean;
  setupOnly: boolean;
  /** Skip the seed files on a new database. */
  noSeed: boolean;
  verbose: boolean;
  quiet: boolean;
  /** Where the database template is cached (speeds up every fresh database). */
  templateDir?: string;
  /** The Deno that runs the functions: by default the hosted Edge Runtime's version (functions/edge-deno.ts). */
  functionsDeno?: string;
}

const FLAGS = [
  "api-port",
  "db-port",
  "mail-port",
  "smtp-port",
  "data-dir",
  "functions-dir",
  "database-url",
  "project-dir",
  "host",
  "template-dir",
  "functions-deno",
];

export function parseOptions(argv: string[], env: Record<string, string>): StackOptions {
  const flags: Record<string, string[]> = {};
  const switches = new Set<string>();
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (!a.startsWith("--")) throw new Error(`unexpected argument ${a}`);
    const [name, inline] = a.slice(2).split("=", 2) as [string, string | undefined];
    if (FLAGS.includes(name)) {
      const value = inline ?? argv[++i];
      if (value === undefined) throw new Error(`--${name} needs a value`);
      (flags[name] ??= []).push(value);
    } else if (["reset", "setup-only", "verbose", "quiet", "no-template", "no-seed"].includes(name)) switches.add(name);
    else throw new Error(`unknown flag --${name}`);
  }
  const pick = (flag: string, variable: string) => flags[flag]?.at(-1) ?? env[variable];
  const port = (flag: string, variable: string) => {
    const v = pick(flag, variable);
    if (v === undefined || v === "") return undefined;
    const n = Number(v);
    if (!Number.isInteger(n) || n < 0 || n > 65535) throw new Error(`--${flag} must be a port number`);
    return n;
  };
  const defaultProject = resolve(fileURLToPath(new URL("../..", import.meta.url)));
  const projectDir = resolve(pick("project-dir", "SUPABASE_LOCAL_PROJECT_DIR") ?? defaultProject);
  const supabaseDir = `${projectDir}/supabase`;
  const functionsDirs =
    flags["functions-dir"]?.map((d) => resolve(d)) ??
    (env.SUPABASE_LOCAL_FUNCTIONS_DIRS
      ? env.SUPABASE_LOCAL_FUNCTIONS_DIRS.split(":").map((d) => resolve(d))
      : [`${supabaseDir}/functions`]);
  return {
    codeDir: defaultProject,
    projectDir,
    supabaseDir,
    dataDir: resolve(pick("data-dir", "SUPABASE_LOCAL_DATA_DIR") ?? `${projectDir}/.local-db`),
    host: pick("host", "SUPABASE_LOCAL_HOST") ?? "127.0.0.1",
    apiPort: port("api-port", "SUPABASE_LOCAL_API_PORT"),
    dbPort: port("db-port", "SUPABASE_LOCAL_DB_PORT"),
    mailPort: port("mail-port", "SUPABASE_LOCAL_MAIL_PORT"),
    smtpPort: port("smtp-port", "SUPABASE_LOCAL_SMTP_PORT"),
    functionsDirs,
    databaseUrl: pick("database-url", "DATABASE_URL") || undefined,
    reset: switches.has("reset"),
    setupOnly: switches.has("setup-only"),
    noSeed: switches.has("no-seed") || env.SUPABASE_LOCAL_NO_SEED === "1",
    verbose: switches.has("verbose") || env.SUPABASE_LOCAL_VERBOSE === "1",
    quiet: switches.has("quiet"),
    functionsDeno: pick("functions-deno", "SUPABASE_LOCAL_FUNCTIONS_DENO") || undefined,
    templateDir: switches.has("no-template")
      ? undefined
      : resolve(
          pick("template-dir", "SUPABASE_LOCAL_TEMPLATE_DIR") ?? `${defaultProject}/node_modules/.cache/supabase-local`,
        ),
  };
}
