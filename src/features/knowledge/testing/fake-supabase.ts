/**
 * A stand-in for the parts of supabase-js the knowledge base uses: from(table)
 * .select().order().eq().limit().maybeSingle(), awaited. Answers come from a
 * function of the table and filters; every query is recorded.
 */
export interface RecordedQuery {
  table: string;
  columns: string;
  filters: [string, unknown][];
  /** Each .order() call: the column and whether ascending (supabase-js's default). */
  order: [string, "asc" | "desc"][];
  single: boolean;
}

export type Answer = { data: unknown; error: { message: string; code?: string } | null };

export function fakeSupabase(answer: (query: RecordedQuery) => Answer | Promise<Answer>) {
  const queries: RecordedQuery[] = [];
  const client = {
    from(table: string) {
      const query: RecordedQuery = { table, columns: "", filters: [], order: [], single: false };
      const builder = {
        select(columns: string) {
          query.columns = columns;
          return builder;
        },
        order(column: string, options?: { ascending?: boolean }) {
          query.order.push([column, options?.ascending === false ? "desc" : "asc"]);
          return builder;
        },
        limit: () => builder,
        eq(column: string, value: unknown) {
          query.filters.push([column, value]);
          return builder;
        },
        maybeSingle() {
          query.single = true;
          return builder;
        },
        then<T>(resolve: (value: Answer) => T, reject?: (reason: unknown) => T) {
          queries.push(query);
          return Promise.resolve()
            .then(() => answer(query))
            .then(resolve, reject);
        },
      };
      return builder;
    },
  };
  return { client, queries };
}
