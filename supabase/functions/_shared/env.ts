/** A required setting (Supabase provides SUPABASE_*; the rest come from `supabase secrets set`). */
export function requireEnv(name: string): string {
  const value = Deno.env.get(name);
  if (!value) throw new Error(`The function's environment is missing ${name}.`);
  return value;
}
