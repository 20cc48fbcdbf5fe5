/**
 * A form's validation with its shared schema, loaded when the visitor first reaches the form rather
 * than with the page: zod is most of a form's weight, and nothing needs it until someone types or
 * submits. A download that fails (e.g. offline) is tried again next time.
 */
import type { FieldValues, Resolver } from "react-hook-form";
import type { z } from "#kernel/zod.ts";

export function lazyResolver<T extends FieldValues>(
  loadSchema: () => Promise<z.ZodType<T, T>>,
): { resolver: Resolver<T>; preload: () => void } {
  let loading: Promise<Resolver<T>> | undefined;
  const load = () => {
    loading ??= Promise.all([import("@hookform/resolvers/zod"), loadSchema()]).then(
      ([{ zodResolver }, schema]) => zodResolver(schema) as Resolver<T>,
    );
    loading.catch(() => (loading = undefined));
    return loading;
  };
  return {
    resolver: async (values, context, options) => (await load())(values, context, options),
    preload: () => void load().catch(() => undefined),
  };
}
