import type { ChildProcess } from "node:child_process";

export interface StackPorts {
  api: number;
  db: number;
  mail: number;
  smtp: number;
}

export interface StartOptions {
  /** Folder for the database and stored files; a temporary one (removed on stop) when omitted. */
  dataDir?: string;
  /** Defaults: 54321, 54322, 54324, 54325. */
  ports?: Partial<StackPorts>;
  /** Throw away any database in dataDir first. */
  fresh?: boolean;
  /** Skip the seed files. */
  noSeed?: boolean;
  /** Function folders (default: supabase/functions); relative to the project root. */
  functionsDirs?: string[];
  /** Serve another project's supabase/ folder (default: this repository). */
  projectDir?: string;
  /** Use this PostgreSQL server instead of PGlite. */
  databaseUrl?: string;
  /** Extra environment for the stack (and so for its functions). */
  env?: Record<string, string>;
  /** "pipe" (default: kept, shown only on failure), "inherit" or "pipe-through". */
  logs?: "pipe" | "inherit" | "pipe-through";
  verbose?: boolean;
  quiet?: boolean;
  keepDataDir?: boolean;
  timeoutMs?: number;
}

export interface RunningStack {
  /** API gateway, e.g. http://127.0.0.1:54321 (use as SUPABASE_URL). */
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  /** postgresql://postgres:postgres@127.0.0.1:<db port>/postgres */
  dbUrl: string;
  /** Web inbox and Mailpit-style JSON API. */
  inboxUrl: string;
  smtp: { host: string; port: number };
  ports: StackPorts;
  dataDir: string;
  startupSeconds: number;
  info: Record<string, unknown>;
  process: ChildProcess;
  exited: Promise<number | null>;
  /** Stops the stack (and removes a temporary data folder). */
  stop(): Promise<void>;
}

export const projectRoot: string;
export const DEMO: {
  jwtSecret: string;
  anonKey: string;
  serviceRoleKey: string;
  publishableKey: string;
  secretKey: string;
};
export const DEFAULT_PORTS: StackPorts;
export function denoCommand(): { command: string; prefix: string[] };
export function freePorts(count: number): Promise<number[]>;
export function listenerOnlyPorts(): { from: number; to: number };
export function startStack(options?: StartOptions): Promise<RunningStack>;
export function stackStatus(apiPort?: number): Promise<Record<string, unknown> | null>;
