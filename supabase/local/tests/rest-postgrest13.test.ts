// /rest/v1 against PostgREST 13 (what hosted projects run), request by request, on the shapes of
// postgrest-js's own test schema (supabase/local/tests/fixtures/stack-test-postgrest-corpus.sql). Each expectation is
// PostgREST's documented answer or the answer its source gives (src/PostgREST/Error.hs, Query.hs, Plan.hs
// at v13.0.8), so a request that works here works on a hosted project, and the reverse.
import { beforeEach, describe, expect, it } from "vitest";
import { signTestJwt, sql, stack } from "../../../tests/support/stack.ts";
import { resetPostgrestCorpus } from "./fixture.ts";

beforeEach(resetPostgrestCorpus);

interface Answer {
  status: number;
  headers: Headers;
  text: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each test knows the body it expects
  json: any;
}

/** A response's status, headers and body, the body also parsed when it is JSON. */
async function answer(res: Response): Promise<Answer> {
  const text = await res.text();
  let json: unknown = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = null;
  }
  return { status: res.status, headers: res.headers, text, json };
}

interface ErrorBody {
  code: string;
  details: unknown;
  hint: string | null;
  message: string;
}

/**
 * A refusal as PostgREST answers it: the status, the error body, whole when all four keys are given (nothing else
 * may be in it), else the keys given, and the code named in Proxy-Status, as PostgREST 13 names it for every error
 * it raises (Error.hs: `headers` of Error, proxyStatusHeader). `what` names the request in a loop's failure.
 */
function expectPgrstError(
  res: Answer,
  status: number,
  body: Partial<ErrorBody> & Pick<ErrorBody, "code">,
  what?: string,
) {
  const whole = ["code", "details", "hint", "message"].every((k) => k in body);
  expect({ status: res.status, body: res.json, proxyStatus: res.headers.get("proxy-status") }, what).toEqual({
    status,
    body: whole ? body : expect.objectContaining(body),
    proxyStatus: `PostgREST; error=${body.code}`,
  });
}

/** A raw request, so the status, headers and body are PostgREST's own rather than supabase-js's reading of them. */
async function rest(
  path: string,
  init: {
    method?: string;
    headers?: Record<string, string>;
    body?: unknown;
    role?: "anon" | "service";
    /** A user's JWT in Authorization, with the anon key as the API key. */
    token?: string;
  } = {},
): Promise<Answer> {
  const key = init.role === "service" ? stack().serviceRoleKey : stack().anonKey;
  const res = await fetch(`${stack().url}/rest/v1/${path}`, {
    method: init.method ?? "GET",
    headers: {
      apikey: key,
      authorization: `Bearer ${init.token ?? key}`,
      "user-agent": "rest-parity-test",
      ...(init.body !== undefined ? { "content-type": "application/json" } : {}),
      ...init.headers,
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return await answer(res);
}

describe("embedding", () => {
  it("embeds a self-referencing table's children by its name and its parent by the column", async () => {
    const children = await rest("stack_test_collections?select=*,stack_test_collections(*)&id=eq.1");
    expect(children.status).toBe(200);
    expect(children.json).toEqual([
      {
        id: 1,
        description: "root",
        parent_id: null,
        stack_test_collections: [
          { id: 2, description: "child one", parent_id: 1 },
          { id: 3, description: "child two", parent_id: 1 },
        ],
      },
    ]);
    const parent = await rest("stack_test_collections?select=*,parent_id(*)&id=eq.4");
    expect(parent.json).toEqual([
      { id: 4, description: "grandchild", parent_id: { id: 2, description: "child one", parent_id: 1 } },
    ]);
  });

  it("uses an empty embed for filtering only, never returning it", async () => {
    const all = await rest("stack_test_messages?select=message,stack_test_users()&order=id");
    expect(all.json).toEqual([
      { message: "Hello World" },
      { message: "Perfection is attained" },
      { message: "Kia ora" },
    ]);
    const filtered = await rest(
      "stack_test_messages?select=message,stack_test_users!inner()&stack_test_users.status=eq.OFFLINE",
    );
    expect(filtered.json).toEqual([{ message: "Kia ora" }]);
  });

  it("refuses two embeds under one name, as Postgres refuses PostgREST's duplicate alias", async () => {
    const res = await rest(
      "stack_test_best_friends?select=stack_test_users!first_user(*),stack_test_users!second_user(*)",
    );
    expectPgrstError(res, 400, {
      code: "42712",
      details: null,
      hint: null,
      message: 'table name "stack_test_best_friends_stack_test_users_1" specified more than once',
    });
    // Under aliases of their own they are two embeds.
    const aliased = await rest(
      "stack_test_best_friends?select=id,a:stack_test_users!first_user(username),b:stack_test_users!second_user(username)&id=eq.1",
    );
    expect(aliased.json).toEqual([{ id: 1, a: { username: "supabot" }, b: { username: "kiwicopple" } }]);
  });

  it("embeds by a foreign key's constraint name in either direction, and by its column", async () => {
    const byConstraint = await rest(
      "stack_test_users?select=username,first_friend_of:stack_test_best_friends_first_user_fkey(id),third_wheel_of:stack_test_best_friends_third_wheel_fkey(id)&username=eq.supabot",
    );
    expect(byConstraint.status).toBe(200);
    expect(byConstraint.json).toEqual([
      { username: "supabot", first_friend_of: [{ id: 1 }, { id: 2 }], third_wheel_of: [] },
    ]);
    const toOne = await rest(
      "stack_test_best_friends?select=id,first:stack_test_best_friends_first_user_fkey(username)&id=eq.2",
    );
    expect(toOne.json).toEqual([{ id: 2, first: { username: "supabot" } }]);
    const byColumn = await rest("stack_test_messages?select=id,channel:channel_id(slug)&id=eq.2");
    expect(byColumn.json).toEqual([{ id: 2, channel: { slug: "random" } }]);
  });

  it("embeds a view through the foreign key of the table its column comes from", async () => {
    const res = await rest("stack_test_user_profiles?select=username,stack_test_updatable_view(*)&order=id");
    expect(res.status).toBe(200);
    expect(res.json).toEqual([
      { username: "supabot", stack_test_updatable_view: { username: "supabot", non_updatable_column: 1 } },
      { username: "dragarcia", stack_test_updatable_view: { username: "dragarcia", non_updatable_column: 1 } },
    ]);
  });

  it("embeds a view that renames the key column, and a view of that view", async () => {
    const renamed = await rest("stack_test_user_profiles?select=id,stack_test_renamed_view(name)&order=id");
    expect(renamed.status).toBe(200);
    expect(renamed.json).toEqual([
      { id: 1, stack_test_renamed_view: { name: "supabot" } },
      { id: 2, stack_test_renamed_view: { name: "dragarcia" } },
    ]);
    const nested = await rest("stack_test_renamed_again?select=person,stack_test_messages(id)&person=eq.kiwicopple");
    expect(nested.status).toBe(200);
    expect(nested.json).toEqual([{ person: "kiwicopple", stack_test_messages: [{ id: 3 }] }]);
    const bothViews = await rest("stack_test_messages_view?select=id,stack_test_renamed_view(name)&id=eq.3");
    expect(bothViews.json).toEqual([{ id: 3, stack_test_renamed_view: { name: "kiwicopple" } }]);
  });

  it("embeds a computed relationship: a function of the row returning rows of a table", async () => {
    const res = await rest(
      "stack_test_users?select=username,stack_test_user_messages(id)&stack_test_user_messages.order=id.desc&username=eq.supabot",
    );
    expect(res.status).toBe(200);
    expect(res.json).toEqual([{ username: "supabot", stack_test_user_messages: [{ id: 2 }, { id: 1 }] }]);
  });

  it("spreads a to-many relation into correlated arrays (PostgREST 13)", async () => {
    const res = await rest(
      "stack_test_users?select=username,...stack_test_messages(ids:id,messages:message)&stack_test_messages.order=id&username=in.(supabot,awailas)&order=username",
    );
    expect(res.status).toBe(200);
    expect(res.json).toEqual([
      { username: "awailas", ids: [], messages: [] },
      { username: "supabot", ids: [1, 2], messages: ["Hello World", "Perfection is attained"] },
    ]);
  });
});

describe("columns and order", () => {
  it("selects, filters and orders by a computed field", async () => {
    const res = await rest(
      "stack_test_messages?select=id,stack_test_blurb_message&stack_test_blurb_message=neq.Kia&order=stack_test_blurb_message.desc",
    );
    expect(res.status).toBe(200);
    expect(res.json).toEqual([
      { id: 2, stack_test_blurb_message: "Per" },
      { id: 1, stack_test_blurb_message: "Hel" },
    ]);
  });

  it("sorts text as a hosted database does (by locale, not by code point)", async () => {
    const res = await rest(
      `industries?select=name&name=in.(${encodeURIComponent('"IT, software and technology","Influencers and content creators"')})&order=name.asc`,
    );
    expect(res.json).toEqual([{ name: "Influencers and content creators" }, { name: "IT, software and technology" }]);
  });

  it("orders by a column of a to-one embed, and refuses it for a to-many one", async () => {
    const res = await rest(
      "stack_test_messages?select=id,stack_test_channels(slug)&order=stack_test_channels(slug).desc,id.desc",
    );
    expect(res.status).toBe(200);
    expect(res.json.map((r: { id: number }) => r.id)).toEqual([2, 3, 1]);
    const toMany = await rest("stack_test_users?select=username,stack_test_messages(id)&order=stack_test_messages(id)");
    expectPgrstError(toMany, 400, {
      code: "PGRST118",
      details: "'stack_test_users' and 'stack_test_messages' do not form a many-to-one or one-to-one relationship",
      hint: null,
      message: "A related order on 'stack_test_messages' is not possible",
    });
  });
});

describe("Prefer", () => {
  it("refuses preferences PostgREST 13 does not know with handling=strict, and ignores them otherwise", async () => {
    const strict = await rest("stack_test_users?select=username", {
      headers: { prefer: "handling=strict,params=single-object,count=exact" },
    });
    expectPgrstError(strict, 400, {
      code: "PGRST122",
      details: "Invalid preferences: params=single-object",
      hint: null,
      message: "Invalid preferences given with handling=strict",
    });
    const lenient = await rest("stack_test_users?select=username", { headers: { prefer: "anything,count=exact" } });
    expect(lenient.status).toBe(200);
    expect(lenient.headers.get("content-range")).toBe("0-3/4");
  });

  it("takes a preference named like an object's own property for an unknown one", async () => {
    const lenient = await rest("stack_test_users?select=username", { headers: { prefer: "constructor,toString" } });
    expect(lenient.status).toBe(200);
    expect(lenient.json).toHaveLength(4);
    const strict = await rest("stack_test_users?select=username", { headers: { prefer: "handling=strict,toString" } });
    expectPgrstError(strict, 400, { code: "PGRST122", details: "Invalid preferences: toString" });
  });

  it("answers timestamps in the time zone a request prefers", async () => {
    const res = await rest("rpc/stack_test_now_in_zone", {
      method: "POST",
      headers: { prefer: "timezone=America/New_York" },
      body: {},
    });
    expect(res.json).toBe("America/New_York");
    expect(res.headers.get("preference-applied")).toBe("timezone=America/New_York");
    const unknown = await rest("rpc/stack_test_now_in_zone", {
      method: "POST",
      headers: { prefer: "timezone=Nowhere/Atlantis" },
      body: {},
    });
    // Not a zone Postgres knows: ignored, the database's own zone answers, and nothing says it applied.
    expect(unknown.status).toBe(200);
    expect(unknown.json).toEqual(expect.any(String));
    expect(unknown.json).not.toBe("Nowhere/Atlantis");
    expect(unknown.headers.get("preference-applied")).toBeNull();
  });
});

describe("errors as PostgREST 13 words them", () => {
  it("PGRST116 for a singular response that is not one row", async () => {
    const res = await rest("stack_test_users?select=username", {
      headers: { accept: "application/vnd.pgrst.object+json" },
    });
    expectPgrstError(res, 406, {
      code: "PGRST116",
      details: "The result contains 4 rows",
      hint: null,
      message: "Cannot coerce the result to a single JSON object",
    });
  });

  it("PGRST201 lists the candidate relationships as an array with their cardinality", async () => {
    const res = await rest("stack_test_best_friends?select=stack_test_users(*)");
    const rel = (column: string) => ({
      cardinality: "many-to-one",
      embedding: "stack_test_best_friends with stack_test_users",
      relationship: `stack_test_best_friends_${column}_fkey using stack_test_best_friends(${column}) and stack_test_users(username)`,
    });
    expectPgrstError(res, 300, {
      code: "PGRST201",
      details: [rel("first_user"), rel("second_user"), rel("third_wheel")],
      hint:
        "Try changing 'stack_test_users' to one of the following: 'stack_test_users!stack_test_best_friends_first_user_fkey', " +
        "'stack_test_users!stack_test_best_friends_second_user_fkey', 'stack_test_users!stack_test_best_friends_third_wheel_fkey'. " +
        "Find the desired relationship in the 'details' key.",
      message:
        "Could not embed because more than one relationship was found for 'stack_test_best_friends' and 'stack_test_users'",
    });
  });

  it("names the code a RAISE SQLSTATE 'PGRST' gives in Proxy-Status, next to the headers it sets", async () => {
    // Error.hs: `code` of a PGRST raise is its message's code; `headers` of Error puts Proxy-Status before its own.
    const res = await rest("rpc/stack_test_raise_pgrst", { method: "POST", body: {} });
    expectPgrstError(res, 418, { code: "123", details: "DEF", hint: "XYZ", message: "ABC" });
    expect(res.headers.get("x-header")).toBe("str");
  });

  it("asks for a bearer token on a 401, and says what was wrong with a token it refused", async () => {
    // Error.hs: a PgError whose status is 401 (42501 for anon) sends `WWW-Authenticate: Bearer`; a JWT error sends
    // invalidTokenHeader, `Bearer error="invalid_token", error_description=` and its message as Haskell shows it.
    const anon = await rest("stack_test_drop_box?id=eq.1", {
      method: "PATCH",
      headers: { prefer: "return=representation" },
      body: { note: "edited" },
    });
    expectPgrstError(anon, 401, { code: "42501" });
    expect(anon.headers.get("www-authenticate")).toBe("Bearer");
    const user = await signTestJwt({ role: "authenticated", sub: crypto.randomUUID() });
    const forbidden = await rest("stack_test_drop_box?select=id", { token: user });
    expectPgrstError(forbidden, 403, { code: "42501", message: "permission denied for table stack_test_drop_box" });
    expect(forbidden.headers.get("www-authenticate")).toBeNull();
    const postgres = await signTestJwt({ role: "postgres" });
    expectPgrstError(await rest("stack_test_users?select=username", { token: postgres }), 403, {
      code: "42501",
      message: 'permission denied to set role "postgres"',
    });
    // A role that does not exist: Postgres's 22023, which PostgREST 13 answers 401 (Error.hs, pgErrorStatus).
    const nobody = await rest("stack_test_users?select=username", {
      token: await signTestJwt({ role: "nobody_here" }),
    });
    expectPgrstError(nobody, 401, {
      code: "22023",
      details: null,
      hint: null,
      message: 'role "nobody_here" does not exist',
    });
    expect(nobody.headers.get("www-authenticate")).toBe("Bearer");
    expect(nobody.headers.get("proxy-status")).toBe("PostgREST; error=22023");
    // "none" and "" are no roles either. Postgres reads SET ROLE none as "back to the session user" (PostgREST's
    // authenticator, with no rights; here a superuser), and PostgREST sets "" as given, which Postgres refuses as a
    // role that does not exist: both are refused before anything is read.
    for (const role of ["none", ""]) {
      const none = await rest("stack_test_users?select=username", { token: await signTestJwt({ role }) });
      expectPgrstError(
        none,
        401,
        { code: "22023", details: null, hint: null, message: `role "${role}" does not exist` },
        `role ${JSON.stringify(role)}`,
      );
      expect(none.headers.get("www-authenticate")).toBe("Bearer");
    }
    const expired = await signTestJwt({ role: "authenticated", exp: Math.floor(Date.now() / 1000) - 60 });
    const late = await rest("stack_test_users?select=username", { token: expired });
    expectPgrstError(late, 401, { code: "PGRST303", details: null, hint: null, message: "JWT expired" });
    expect(late.headers.get("www-authenticate")).toBe('Bearer error="invalid_token", error_description="JWT expired"');
    const forged = await rest("stack_test_users?select=username", { token: `${user.slice(0, -4)}AAAA` });
    expectPgrstError(forged, 401, { code: "PGRST301" });
    expect(forged.headers.get("www-authenticate")).toBe(
      `Bearer error="invalid_token", error_description="${forged.json.message}"`,
    );
  });

  it("PGRST205 for a table that does not exist, with the nearest table as a hint", async () => {
    const res = await rest("stack_test_user?select=*");
    expectPgrstError(res, 404, {
      code: "PGRST205",
      details: null,
      hint: "Perhaps you meant the table 'public.stack_test_users'",
      message: "Could not find the table 'public.stack_test_user' in the schema cache",
    });
  });
});

describe("inserting with missing=default", () => {
  it("gives an identity column its next value in a bulk insert", async () => {
    const res = await rest("stack_test_channels?columns=id,slug", {
      method: "POST",
      role: "service",
      headers: { prefer: "missing=default,return=representation" },
      body: [{ id: 100 }, { slug: "test-slug" }],
    });
    expect(res.status).toBe(201);
    expect(res.json).toEqual([
      { id: 100, data: null, slug: null },
      { id: 3, data: null, slug: "test-slug" },
    ]);
  });
});

describe("PUT", () => {
  const put = (path: string, body: unknown, prefer = "return=representation") =>
    rest(path, { method: "PUT", role: "service", headers: { prefer }, body });

  it("creates the row its primary key names (201) or replaces it (200)", async () => {
    const created = await put("stack_test_channels?id=eq.50", { id: 50, data: null, slug: "new" });
    expect(created.status).toBe(201);
    expect(created.json).toEqual([{ id: 50, data: null, slug: "new" }]);
    const replaced = await put("stack_test_channels?id=eq.1", { id: 1, data: { a: 1 }, slug: "replaced" });
    expect(replaced.status).toBe(200);
    expect(replaced.json).toEqual([{ id: 1, data: { a: 1 }, slug: "replaced" }]);
    const minimal = await put("stack_test_channels?id=eq.2", { id: 2, data: null, slug: "quiet" }, "return=minimal");
    expect(minimal.status).toBe(204);
    expect(await sql("select id, slug from public.stack_test_channels order by id")).toEqual([
      { id: "1", slug: "replaced" },
      { id: "2", slug: "quiet" },
      { id: "50", slug: "new" },
    ]);
  });

  it("refuses what PostgREST refuses: other filters, a limit, a body whose key differs", async () => {
    const body = { id: 1, data: null, slug: "x" };
    expectPgrstError(await put("stack_test_channels?slug=eq.public", body), 405, {
      code: "PGRST105",
      message: "Filters must include all and only primary key columns with 'eq' operators",
    });
    expect((await put("stack_test_channels?id=eq.1", body)).status).toBe(200);
    expectPgrstError(await put("stack_test_channels?id=eq.1&limit=1", body), 400, { code: "PGRST114" });
    const mismatch = await put("stack_test_channels?id=eq.2", body);
    expectPgrstError(mismatch, 400, {
      code: "PGRST115",
      details: null,
      hint: null,
      message: "Payload values do not match URL in primary key column(s)",
    });
  });
});

describe("counting", () => {
  it("answers count=planned with the planner's estimate, and 206 when it exceeds the rows sent", async () => {
    const [plan] = await sql<{ "QUERY PLAN": [{ Plan: { "Plan Rows": number } }] }>(
      "explain (format json) select 1 from public.stack_test_users",
    );
    const estimate = plan!["QUERY PLAN"][0].Plan["Plan Rows"];
    const res = await rest("stack_test_users?select=username", { headers: { prefer: "count=planned" } });
    expect(res.headers.get("content-range")).toBe(`0-3/${estimate}`);
    expect(res.status).toBe(estimate > 4 ? 206 : 200);
    expect(res.headers.get("preference-applied")).toBe("count=planned");
    // Under max_rows (1000 here, as on a hosted project) count=estimated is the exact count.
    const estimated = await rest("stack_test_users?select=username", { headers: { prefer: "count=estimated" } });
    expect(estimated.headers.get("content-range")).toBe("0-3/4");
    expect(estimated.status).toBe(200);
  });

  it("counts a function's result with count=exact", async () => {
    const scalar = await rest("rpc/stack_test_get_status", {
      method: "POST",
      headers: { prefer: "count=exact" },
      body: { name_param: "supabot" },
    });
    expect(scalar.status).toBe(200);
    expect(scalar.json).toBe("ONLINE");
    expect(scalar.headers.get("content-range")).toBe("0-0/1");
    const set = await rest("rpc/stack_test_set_users_offline?limit=1", {
      method: "POST",
      role: "service",
      headers: { prefer: "count=exact,tx=rollback" },
      body: { name_param: "%a%" },
    });
    expect(set.json).toHaveLength(1);
    expect(set.headers.get("content-range")).toBe("0-0/3");
    expect(set.status).toBe(206);
    const beyond = await rest("rpc/stack_test_set_users_offline?offset=5", {
      method: "POST",
      role: "service",
      headers: { prefer: "count=exact,tx=rollback" },
      body: { name_param: "%a%" },
    });
    // Response.hs answers an offset past the rows itself (errorPayload of OutOfBounds), not as an error it raises:
    // no Proxy-Status.
    expect(beyond.status).toBe(416);
    expect(beyond.json).toMatchObject({
      code: "PGRST103",
      details: "An offset of 5 was requested, but there are only 3 rows.",
    });
    expect(beyond.headers.get("proxy-status")).toBeNull();
  });
});

describe("Prefer: max-affected", () => {
  const strict = (n: number, extra = "") => ({ prefer: `handling=strict,max-affected=${n}${extra}` });
  const messages = async () =>
    (await sql<{ id: number; message: string }>("select id, message from public.stack_test_messages order by id")).map(
      (r) => `${r.id}:${r.message}`,
    );

  it("refuses an update or a delete that would change more rows, and changes nothing", async () => {
    const before = await messages();
    const update = await rest("stack_test_messages?username=eq.supabot", {
      method: "PATCH",
      role: "service",
      headers: strict(1),
      body: { message: "updated" },
    });
    expectPgrstError(update, 400, {
      code: "PGRST124",
      details: "The query affects 2 rows",
      hint: null,
      message: "Query result exceeds max-affected preference constraint",
    });
    const del = await rest("stack_test_messages?channel_id=eq.1", {
      method: "DELETE",
      role: "service",
      headers: strict(1),
    });
    expectPgrstError(del, 400, { code: "PGRST124" });
    expect(await messages()).toEqual(before);
  });

  it("lets through a change within the limit, and ignores the limit without handling=strict", async () => {
    const within = await rest("stack_test_messages?id=eq.3", {
      method: "PATCH",
      role: "service",
      headers: strict(2, ",return=representation"),
      body: { message: "updated" },
    });
    expect(within.status).toBe(200);
    expect(within.json).toEqual([{ id: 3, message: "updated", username: "kiwicopple", channel_id: 1 }]);
    const lenient = await rest("stack_test_messages?username=eq.supabot", {
      method: "DELETE",
      role: "service",
      headers: { prefer: "max-affected=1" },
    });
    expect(lenient.status).toBe(204);
    expect(await messages()).toEqual(["3:updated"]);
  });

  it("does not limit an insert, which PostgREST leaves it out of", async () => {
    const inserted = await rest("stack_test_messages", {
      method: "POST",
      role: "service",
      headers: strict(1),
      body: [
        { message: "one", username: "supabot", channel_id: 1 },
        { message: "two", username: "supabot", channel_id: 1 },
      ],
    });
    expect(inserted.status).toBe(201);
    expect((await messages()).filter((row) => /:(one|two)$/.test(row))).toHaveLength(2);
  });

  it("limits the rows a set-returning function gives, and refuses it for other functions", async () => {
    const many = await rest("rpc/stack_test_set_users_offline", {
      method: "POST",
      role: "service",
      headers: strict(1),
      body: { name_param: "%a%" },
    });
    expectPgrstError(many, 400, { code: "PGRST124", details: "The query affects 3 rows" });
    expect((await sql("select 1 from public.stack_test_users where status = 'OFFLINE'")).length).toBe(1);
    const one = await rest("rpc/stack_test_set_users_offline", {
      method: "POST",
      role: "service",
      headers: strict(1),
      body: { name_param: "awailas" },
    });
    expect(one.status).toBe(200);
    expect(one.json).toEqual([{ username: "awailas", data: null, status: "OFFLINE", catchphrase: null }]);
    const scalar = await rest("rpc/stack_test_get_status", {
      method: "POST",
      headers: strict(1),
      body: { name_param: "supabot" },
    });
    expectPgrstError(scalar, 400, {
      code: "PGRST128",
      details: null,
      hint: null,
      message: "Function must return SETOF or TABLE when max-affected preference is used with handling=strict",
    });
  });
});

describe("CSV", () => {
  it("writes each row as Postgres writes a record: quoted where needed, jsonb with its own spacing", async () => {
    const res = await rest("stack_test_users?select=username,data,status,catchphrase&order=username", {
      headers: { accept: "text/csv" },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/csv/);
    expect(res.text).toBe(
      [
        "username,data,status,catchphrase",
        "awailas,,ONLINE,",
        "dragarcia,,ONLINE,",
        `kiwicopple,"{""foo"": {""bar"": {""nested"": ""value""}}}",OFFLINE,"'bat' 'cat'"`,
        `supabot,,ONLINE,"'cat' 'fat'"`,
      ].join("\n"),
    );
  });
});

describe("updates and deletes without a filter", () => {
  // Hosted projects load pg-safeupdate for every Data API session (supabase/postgres,
  // migrations/db/migrations/20260413000000_fix-authenticator-session-preload-libraries.sql:
  // `alter role authenticator set session_preload_libraries = 'supautils, safeupdate'`), so Postgres refuses an
  // UPDATE or DELETE without a WHERE clause (eradman/pg-safeupdate, safeupdate.c: 21000), whatever the role; PostgREST
  // answers that 21000 with 400 (src/PostgREST/Error.hs, pgErrorStatus: "special case for pg-safeupdate").
  const messages = async () =>
    (await sql<{ id: number; message: string }>("select id, message from public.stack_test_messages order by id")).map(
      (r) => `${r.id}:${r.message}`,
    );

  it("refuses them with 400 21000, changing nothing, for the service role too", async () => {
    const before = await messages();
    const update = await rest("stack_test_messages", { method: "PATCH", role: "service", body: { message: "all" } });
    expectPgrstError(update, 400, {
      code: "21000",
      details: null,
      hint: null,
      message: "UPDATE requires a WHERE clause",
    });
    const del = await rest("stack_test_messages?select=id", {
      method: "DELETE",
      role: "service",
      headers: { prefer: "return=representation" },
    });
    expectPgrstError(del, 400, { code: "21000", details: null, hint: null, message: "DELETE requires a WHERE clause" });
    // Only filters on the table itself make a WHERE clause: a limit or an embed's filter does not.
    const limited = await rest("stack_test_messages?limit=1", { method: "DELETE", role: "service" });
    expectPgrstError(limited, 400, { code: "21000" });
    const embedded = await rest(
      "stack_test_messages?select=id,stack_test_users(username)&stack_test_users.status=eq.ONLINE",
      { method: "DELETE", role: "service" },
    );
    expectPgrstError(embedded, 400, { code: "21000", message: "DELETE requires a WHERE clause" });
    expect(await messages()).toEqual(before);
  });

  it("lets through any filter, a logic tree included, and an update with no columns", async () => {
    const always = await rest("stack_test_messages?or=(id.gt.0,id.lte.0)", {
      method: "PATCH",
      role: "service",
      body: { message: "all" },
    });
    expect(always.status).toBe(204);
    expect(await messages()).toEqual(["1:all", "2:all", "3:all"]);
    // An empty body updates nothing, so no UPDATE reaches Postgres (QueryBuilder.hs: `SELECT … WHERE false`).
    const empty = await rest("stack_test_messages", { method: "PATCH", role: "service", body: {} });
    expect(empty.status).toBe(204);
  });

  it("answers Postgres's other cardinality violation with 500, as PostgREST does", async () => {
    const res = await rest("rpc/stack_test_two_rows_as_one", { method: "POST", body: {} });
    expectPgrstError(res, 500, {
      code: "21000",
      message: "more than one row returned by a subquery used as an expression",
    });
  });

  it("answers pg-safeupdate's 21000 from inside a function with 400, by its message", async () => {
    // Error.hs, pgErrorStatus: a 21000 whose message ends "requires a WHERE clause" is 400, whoever raised it.
    const res = await rest("rpc/stack_test_safeupdate_refusal", { method: "POST", body: {} });
    expectPgrstError(res, 400, { code: "21000", details: null, hint: null, message: "UPDATE requires a WHERE clause" });
  });
});

describe("a write's embeds", () => {
  // Plan.hs at v13.0.8: mutateReadPlan plans the answer's read (readPlan) before the write (mutatePlan), for every
  // return preference. Its filters are the embeds' only (addFilters: qsFiltersNotRoot), with every order and logic
  // tree, and no range (addRanges: `ActDb (ActRelationMut _ _) -> Right rReq`); the write's WHERE clause is the
  // table's own filters and every logic tree (mutatePlan: `combinedLogic`). test/spec/Feature/Query/UpdateSpec.hs:
  // "embeds parent, children and grandchildren after update", "with filters".
  const write = (method: string, path: string, body?: unknown, prefer = "return=representation") =>
    rest(path, { method, role: "service", headers: { prefer }, body });
  const notEmbedded = {
    code: "PGRST108",
    details: null,
    hint: "Verify that 'stack_test_messages' is included in the 'select' query parameter.",
    message: "'stack_test_messages' is not an embedded resource in this request",
  };

  it("filters and orders an embed of the answer by its own parameters, with no range", async () => {
    const filtered = await write(
      "PATCH",
      "stack_test_users?username=eq.supabot&select=username,status,stack_test_messages(id)&stack_test_messages.id=eq.2",
      { status: "OFFLINE" },
    );
    expect(filtered.status).toBe(200);
    expect(filtered.json).toEqual([{ username: "supabot", status: "OFFLINE", stack_test_messages: [{ id: 2 }] }]);
    const ordered = await write(
      "PATCH",
      "stack_test_users?username=eq.supabot&select=username,stack_test_messages(id)&stack_test_messages.order=id.desc&stack_test_messages.limit=1",
      { status: "ONLINE" },
    );
    expect(ordered.json).toEqual([{ username: "supabot", stack_test_messages: [{ id: 2 }, { id: 1 }] }]);
    const deleted = await write(
      "DELETE",
      "stack_test_messages?id=eq.3&select=id,stack_test_users(username)&stack_test_users.status=eq.ONLINE",
    );
    expect(deleted.json).toEqual([{ id: 3, stack_test_users: null }]);
    const inserted = await write(
      "POST",
      "stack_test_messages?select=message,stack_test_users(username)&stack_test_users.status=eq.OFFLINE",
      { message: "new", username: "supabot", channel_id: 1 },
    );
    expect(inserted.status).toBe(201);
    expect(inserted.json).toEqual([{ message: "new", stack_test_users: null }]);
  });

  it("refuses an embed's filter the select does not embed with PGRST108, before writing", async () => {
    for (const [method, path, body] of [
      ["PATCH", "stack_test_users?username=eq.supabot&stack_test_messages.id=eq.2", { status: "OFFLINE" }],
      ["DELETE", "stack_test_users?username=eq.awailas&stack_test_messages.id=eq.2", undefined],
      ["POST", "stack_test_users?stack_test_messages.id=eq.2", { username: "newcomer" }],
    ] as const) {
      expectPgrstError(await write(method, path, body, "return=minimal"), 400, notEmbedded, `${method} ${path}`);
    }
    expect(await sql("select username, status::text from public.stack_test_users order by username")).toEqual([
      { username: "awailas", status: "ONLINE" },
      { username: "dragarcia", status: "ONLINE" },
      { username: "kiwicopple", status: "OFFLINE" },
      { username: "supabot", status: "ONLINE" },
    ]);
    // Embedded, it changes nothing the write does; an embed's range is never read, embedded or not.
    const embedded = await write(
      "PATCH",
      "stack_test_users?username=eq.supabot&select=username,stack_test_messages(id)&stack_test_messages.id=eq.2",
      { status: "OFFLINE" },
      "return=minimal",
    );
    expect(embedded.status).toBe(204);
    const ranged = await write(
      "DELETE",
      "stack_test_messages?id=eq.3&stack_test_users.limit=1",
      undefined,
      "return=minimal",
    );
    expect(ranged.status).toBe(204);
    expect(await sql("select username, status::text from public.stack_test_users order by username")).toEqual([
      { username: "awailas", status: "ONLINE" },
      { username: "dragarcia", status: "ONLINE" },
      { username: "kiwicopple", status: "OFFLINE" },
      { username: "supabot", status: "OFFLINE" },
    ]);
    expect(await sql("select id::int from public.stack_test_messages order by id")).toEqual([{ id: 1 }, { id: 2 }]);
  });

  it("puts an embed's logic tree in the WHERE clause too, and reads the answer through the table's own", async () => {
    // mutatePlan: `logic = map (resolveLogicTree ctx . snd) qsLogic` drops the embed's path, so its columns are the
    // table's, and the users table has no id.
    const embedded = await write(
      "PATCH",
      "stack_test_users?username=eq.supabot&select=username,stack_test_messages(id)&stack_test_messages.or=(id.eq.1,id.eq.3)",
      { status: "OFFLINE" },
    );
    expectPgrstError(embedded, 400, { code: "42703", message: "column stack_test_users.id does not exist" });
    // addLogicTrees puts every logic tree in the answer's read, which reads the rows as written (PostgREST issue
    // #3707): the message changed, so the answer has no row.
    const own = await write("PATCH", "stack_test_messages?or=(message.eq.Kia%20ora)&select=id", { message: "edited" });
    expect(own.status).toBe(200);
    expect(own.json).toEqual([]);
    expect(await sql("select message from public.stack_test_messages where id = 3")).toEqual([{ message: "edited" }]);
  });
});

describe("upserting", () => {
  // test/spec/Feature/Query/UpsertSpec.hs at v13.0.8; the status from Response.hs (isInsertIfGTZero) and the
  // Preference-Applied order from ApiRequest/Preferences.hs (prefAppliedHeader).
  const upsert = (path: string, prefer: string, body: unknown) =>
    rest(path, { method: "POST", role: "service", headers: { prefer }, body });

  it("answers 201 when a merge inserted a row, and 200 when it only updated rows or had none", async () => {
    const mixed = await upsert("stack_test_channels", "return=representation,resolution=merge-duplicates", [
      { id: 1, slug: "renamed" },
      { id: 7, slug: "new" },
    ]);
    expect(mixed.status).toBe(201);
    expect(mixed.json).toEqual([
      { id: 1, data: null, slug: "renamed" },
      { id: 7, data: null, slug: "new" },
    ]);
    expect(mixed.headers.get("preference-applied")).toBe("resolution=merge-duplicates, return=representation");
    const updatedOnly = await upsert("stack_test_channels", "return=representation,resolution=merge-duplicates", [
      { id: 1, slug: "again" },
      { id: 2, slug: "twice" },
    ]);
    expect(updatedOnly.status).toBe(200);
    expect(updatedOnly.json).toEqual([
      { id: 1, data: null, slug: "again" },
      { id: 2, data: null, slug: "twice" },
    ]);
    const minimal = await upsert("stack_test_channels", "resolution=merge-duplicates", [{ id: 2, slug: "quiet" }]);
    expect(minimal.status).toBe(200);
    expect(minimal.text).toBe("");
    const none = await upsert("stack_test_channels", "return=representation,resolution=merge-duplicates", []);
    expect(none.status).toBe(200);
    expect(none.json).toEqual([]);
    expect(await sql("select id, slug from public.stack_test_channels order by id")).toEqual([
      { id: "1", slug: "again" },
      { id: "2", slug: "quiet" },
      { id: "7", slug: "new" },
    ]);
  });

  it("answers 201 when ignoring duplicates, even if every row was one", async () => {
    const res = await upsert("stack_test_channels", "return=representation,resolution=ignore-duplicates", [
      { id: 1, slug: "ignored" },
    ]);
    expect(res.status).toBe(201);
    expect(res.json).toEqual([]);
    expect(res.headers.get("preference-applied")).toBe("resolution=ignore-duplicates, return=representation");
  });

  it("ignores the resolution on a table without a primary key, and does not say it applied it", async () => {
    const res = await upsert("stack_test_no_pk", "return=representation,resolution=merge-duplicates", [
      { a: "1", b: "0" },
    ]);
    expect(res.status).toBe(201);
    expect(res.json).toEqual([{ a: "1", b: "0" }]);
    expect(res.headers.get("preference-applied")).toBe("return=representation");
  });

  it("answers an empty merge on a table without a primary key with 200, having inserted nothing", async () => {
    // Without ON CONFLICT a merge still counts the rows it inserts into pgrst.inserted (QueryBuilder.hs: the INSERT's
    // `WHERE set_config('pgrst.inserted', …)` when mergeDups); with none the count stays NULL and Response.hs answers
    // 200 (isInsertIfGTZero), as for a table with a key.
    const none = await upsert("stack_test_no_pk", "return=representation,resolution=merge-duplicates", []);
    expect(none.status).toBe(200);
    expect(none.json).toEqual([]);
    expect(none.headers.get("preference-applied")).toBe("return=representation");
    const minimal = await upsert("stack_test_no_pk", "resolution=merge-duplicates", []);
    expect(minimal.status).toBe(200);
  });

  it("names every preference it applied, handling and max-affected included, in PostgREST's order", async () => {
    const read = await rest("stack_test_users?select=username", {
      headers: { prefer: "handling=lenient,count=exact" },
    });
    expect(read.headers.get("preference-applied")).toBe("count=exact, handling=lenient");
    // test/spec/Feature/Query/PreferencesSpec.hs: "handling=strict, max-affected=10".
    const update = await rest("stack_test_messages?id=eq.1", {
      method: "PATCH",
      role: "service",
      headers: { prefer: "max-affected=10,handling=strict,return=representation" },
      body: { message: "edited" },
    });
    expect(update.status).toBe(200);
    expect(update.headers.get("preference-applied")).toBe("return=representation, handling=strict, max-affected=10");
  });
});

describe("what a write answers in its headers", () => {
  // Response.hs: an insert or a delete gives no range, only the total (contentRangeH 1 0), and the total only for
  // count=exact or estimated; an update gives its rows' range. test/spec/Feature/Query/InsertSpec.hs, DeleteSpec.hs.
  it("gives an insert's and a delete's Content-Range as */* or */total, an update's as its rows' range", async () => {
    const inserted = await rest("stack_test_channels", {
      method: "POST",
      role: "service",
      headers: { prefer: "return=representation,count=exact" },
      body: [{ slug: "a" }, { slug: "b" }],
    });
    expect(inserted.status).toBe(201);
    expect(inserted.headers.get("content-range")).toBe("*/2");
    expect(inserted.headers.get("preference-applied")).toBe("return=representation, count=exact");
    const quiet = await rest("stack_test_channels", { method: "POST", role: "service", body: { slug: "c" } });
    expect(quiet.headers.get("content-range")).toBe("*/*");
    const updated = await rest("stack_test_channels?slug=in.(a,b)", {
      method: "PATCH",
      role: "service",
      headers: { prefer: "count=exact" },
      body: { data: { x: 1 } },
    });
    expect(updated.headers.get("content-range")).toBe("0-1/2");
    const deleted = await rest("stack_test_channels?slug=in.(a,b,c)", {
      method: "DELETE",
      role: "service",
      headers: { prefer: "count=exact" },
    });
    expect(deleted.status).toBe(204);
    expect(deleted.headers.get("content-range")).toBe("*/3");
    // count=planned counts nothing for a write (shouldCount).
    const planned = await rest("stack_test_channels?id=eq.999", {
      method: "DELETE",
      role: "service",
      headers: { prefer: "count=planned" },
    });
    expect(planned.headers.get("content-range")).toBe("*/*");
  });

  it("gives the new row's address in Location for return=headers-only, with no body", async () => {
    const res = await rest("stack_test_channels?select=slug", {
      method: "POST",
      role: "service",
      headers: { prefer: "return=headers-only" },
      body: { slug: "located" },
    });
    expect(res.status).toBe(201);
    expect(res.text).toBe("");
    expect(res.headers.get("location")).toBe("/stack_test_channels?id=eq.3");
    expect(res.headers.get("content-range")).toBe("*/*");
    expect(res.headers.get("preference-applied")).toBe("return=headers-only");
    // A text key is written as http-types' renderSimpleQuery writes a query (Response.hs: `renderSimpleQuery True`;
    // Network/HTTP/Types/URI.hs, urlEncodeBuilder: letters, digits and -_.~ kept, every other byte percent-encoded,
    // a space as %20); several rows have no one address.
    const text = await rest("stack_test_users", {
      method: "POST",
      role: "service",
      headers: { prefer: "return=headers-only" },
      body: { username: "new user+1/é~(it's!)" },
    });
    expect(text.headers.get("location")).toBe("/stack_test_users?username=eq.new%20user%2B1%2F%C3%A9~%28it%27s%21%29");
    const two = await rest("stack_test_channels", {
      method: "POST",
      role: "service",
      headers: { prefer: "return=headers-only" },
      body: [{ slug: "x" }, { slug: "y" }],
    });
    expect(two.status).toBe(201);
    expect(two.headers.get("location")).toBeNull();
  });
});

describe("return=headers-only", () => {
  // Plan.hs at v13.0.8 (mutatePlan): only return=minimal, or no return preference, returns nothing; headers-only has
  // the returnings of return=representation (inferColsEmbedNeeds), `RETURNING "stack_test_drop_box".*` with the
  // default select, for an insert, an update and a delete alike, so the rows written must be readable by the caller
  // (column grants, RLS select policies); Statements.hs (prepareWrite, locationF) reads an insert's Location from them.
  const write = (method: string, path: string, prefer: string, body?: unknown) =>
    rest(path, { method, headers: { prefer }, body });

  it("refuses a write whose rows the caller may not read, as return=representation does", async () => {
    for (const prefer of ["return=headers-only", "return=representation"]) {
      for (const [method, path, body] of [
        ["POST", "stack_test_drop_box", { note: "dropped" }],
        ["PATCH", "stack_test_drop_box?id=eq.1", { note: "edited" }],
        ["DELETE", "stack_test_drop_box?id=eq.1", undefined],
      ] as const) {
        expectPgrstError(await write(method, path, prefer, body), 401, { code: "42501" }, `${method} ${prefer}`);
      }
    }
    expect(await sql("select id::int, note from public.stack_test_drop_box")).toEqual([{ id: 1, note: "first" }]);
    // return=minimal returns nothing, so nothing needs reading.
    expect((await write("POST", "stack_test_drop_box", "return=minimal", { note: "dropped" })).status).toBe(201);
    expect((await write("PATCH", "stack_test_drop_box?id=eq.1", "return=minimal", { note: "edited" })).status).toBe(
      204,
    );
    expect((await write("DELETE", "stack_test_drop_box?id=eq.1", "return=minimal")).status).toBe(204);
  });

  it("answers an update and a delete with 204 and no body, and an insert without a key with no Location", async () => {
    const update = await rest("stack_test_drop_box?id=eq.1", {
      method: "PATCH",
      role: "service",
      headers: { prefer: "return=headers-only" },
      body: { note: "edited" },
    });
    expect(update.status).toBe(204);
    expect(update.text).toBe("");
    const noKey = await rest("stack_test_no_pk", {
      method: "POST",
      role: "service",
      headers: { prefer: "return=headers-only" },
      body: { a: "1", b: "2" },
    });
    expect(noKey.status).toBe(201);
    expect(noKey.headers.get("location")).toBeNull();
    const del = await rest("stack_test_drop_box?id=eq.1", {
      method: "DELETE",
      role: "service",
      headers: { prefer: "return=headers-only" },
    });
    expect(del.status).toBe(204);
    expect(await sql("select count(*)::int as n from public.stack_test_drop_box")).toEqual([{ n: 0 }]);
  });
});

describe("the body of an insert", () => {
  // ApiRequest.hs (getPayload, payloadAttributes) and test/spec/Feature/Query/InsertSpec.hs at v13.0.8.
  const post = (path: string, body: string) =>
    fetch(`${stack().url}/rest/v1/${path}`, {
      method: "POST",
      headers: {
        apikey: stack().serviceRoleKey,
        authorization: `Bearer ${stack().serviceRoleKey}`,
        "user-agent": "rest-parity-test",
        "content-type": "application/json",
      },
      body,
    }).then(answer);

  it("refuses an array whose objects do not all have the same keys, unless ?columns names them", async () => {
    const mixed = await post("stack_test_channels", JSON.stringify([{ slug: "a" }, { slug: "b", data: null }]));
    expectPgrstError(mixed, 400, {
      code: "PGRST102",
      details: null,
      hint: null,
      message: "All object keys must match",
    });
    const notObjects = await post("stack_test_channels", JSON.stringify([{ slug: "a" }, 123]));
    expectPgrstError(notObjects, 400, { code: "PGRST102", details: null });
    const named = await post("stack_test_channels?columns=slug,data", JSON.stringify([{ slug: "a" }, { slug: "b" }]));
    expect(named.status).toBe(201);
    expect(await sql("select slug from public.stack_test_channels where id > 2 order by id")).toEqual([
      { slug: "a" },
      { slug: "b" },
    ]);
  });

  it("says only that invalid JSON is invalid, and takes a JSON scalar for no rows", async () => {
    const invalid = await post("stack_test_channels", "}{ x = 2");
    expectPgrstError(invalid, 400, {
      code: "PGRST102",
      details: null,
      hint: null,
      message: "Empty or invalid json",
    });
    const scalar = await post("stack_test_channels", "5");
    expect(scalar.status).toBe(201);
    expect(await sql("select count(*)::int as n from public.stack_test_channels")).toEqual([{ n: 2 }]);
  });
});

describe("full-text search", () => {
  // Plan.hs (resolveTypeOrUnknown, resolveQueryInputField) and SqlFragment.hs (pgFmtField, pgFmtFtsLang) at v13.0.8:
  // a column that is not a tsvector is searched as `to_tsvector([language,] column)`, in the filter's language.
  it("searches a text column in the language the filter names", async () => {
    // The simple configuration keeps "is", which English drops as a stop word.
    const simple = await rest("stack_test_messages?select=id&message=plfts(simple).is");
    expect(simple.status).toBe(200);
    expect(simple.json).toEqual([{ id: 2 }]);
    const english = await rest("stack_test_messages?select=id&message=fts(english).attaining");
    expect(english.json).toEqual([{ id: 2 }]);
    const negated = await rest("stack_test_messages?select=id&message=not.wfts(simple).is&order=id");
    expect(negated.json).toEqual([{ id: 1 }, { id: 3 }]);
  });

  it("searches a tsvector column as it is", async () => {
    const res = await rest("stack_test_users?select=username&catchphrase=fts(simple).cat&order=username");
    expect(res.json).toEqual([{ username: "kiwicopple" }, { username: "supabot" }]);
    const inOr = await rest(
      "stack_test_users?select=username&or=(catchphrase.fts.bat,username.eq.awailas)&order=username",
    );
    expect(inOr.json).toEqual([{ username: "awailas" }, { username: "kiwicopple" }]);
  });

  it("searches a column whose base type is tsvector, and one of unknown type, as it is", async () => {
    // Plan.hs (resolveTypeOrUnknown): no to_tsvector for a column whose base type (SchemaCache.hs: data_type, a
    // domain's base) is tsvector, nor for a field it cannot resolve, such as a column of a function's own row type.
    const domain = await rest("stack_test_documents?select=id&doc=fts(simple).cat");
    expect(domain.status).toBe(200);
    expect(domain.json).toEqual([{ id: 1 }]);
    const rpc = await rest("rpc/stack_test_document_words?select=title&doc=fts.dog");
    expect(rpc.status).toBe(200);
    expect(rpc.json).toEqual([{ title: "dogs" }]);
  });
});

describe("filtering on whether an embed has rows", () => {
  // Plan.hs at v13.0.8 (addNullEmbedFilters): `is.null` on an embed's name, at the top or inside or/and, asks whether
  // the embed has rows; any other filter with that name is a column's (PGRST120 is no longer raised anywhere).
  it("takes embed=is.null and embed=not.is.null, counting as it filters", async () => {
    const without = await rest("stack_test_users?select=username,stack_test_messages(id)&stack_test_messages=is.null", {
      headers: { prefer: "count=exact" },
    });
    expect(without.json.map((r: { username: string }) => r.username).sort()).toEqual(["awailas", "dragarcia"]);
    expect(without.headers.get("content-range")).toBe("0-1/2");
    const withSome = await rest(
      "stack_test_users?select=username,stack_test_messages()&stack_test_messages=not.is.null&order=username",
    );
    expect(withSome.json).toEqual([{ username: "kiwicopple" }, { username: "supabot" }]);
  });

  it("takes an embed's is.null inside or and and", async () => {
    const res = await rest(
      "stack_test_users?select=username,stack_test_messages()&or=(stack_test_messages.is.null,username.eq.kiwicopple)&order=username",
      { headers: { prefer: "count=exact" } },
    );
    expect(res.status).toBe(200);
    expect(res.json).toEqual([{ username: "awailas" }, { username: "dragarcia" }, { username: "kiwicopple" }]);
    expect(res.headers.get("content-range")).toBe("0-2/3");
    const aliased = await rest(
      "stack_test_users?select=username,msgs:stack_test_messages()&and=(msgs.not.is.null,username.neq.supabot)",
    );
    expect(aliased.json).toEqual([{ username: "kiwicopple" }]);
  });

  it("reads any other filter with an embed's name as a column's, which Postgres refuses", async () => {
    const res = await rest("stack_test_users?select=username,stack_test_messages(id)&stack_test_messages=eq.1");
    expectPgrstError(res, 400, {
      code: "42703",
      message: "column stack_test_users.stack_test_messages does not exist",
    });
  });
});

describe("ranges", () => {
  it("refuses a negative limit with 416 (test/spec/Feature/Query/RangeSpec.hs at v13.0.8)", async () => {
    const res = await rest("stack_test_users?select=username&limit=-1");
    expectPgrstError(res, 416, {
      code: "PGRST103",
      details: "Limit should be greater than or equal to zero.",
      hint: null,
      message: "Requested range not satisfiable",
    });
  });

  it("reads limit=-0 as a limit of 0, as Haskell's readMaybe reads it (QueryParams.hs, ranges)", async () => {
    // -0 is the integer 0: the limit zero range getRanges lets through (hasLimitZero), not a negative limit.
    const res = await rest("stack_test_users?select=username&limit=-0");
    expect(res.status).toBe(200);
    expect(res.json).toEqual([]);
  });

  it("refuses a negative limit on a write too, before writing anything (ApiRequest.hs, getRanges)", async () => {
    // userApiRequest runs getRanges for every method, before it reads the body.
    const negativeLimit = {
      code: "PGRST103",
      details: "Limit should be greater than or equal to zero.",
      hint: null,
      message: "Requested range not satisfiable",
    };
    for (const [method, path, body] of [
      ["PATCH", "stack_test_messages?id=eq.1&limit=-1", { message: "edited" }],
      ["DELETE", "stack_test_messages?id=eq.1&limit=-1", undefined],
      ["POST", "stack_test_channels?limit=-1", { slug: "new" }],
      ["PUT", "stack_test_channels?id=eq.9&limit=-1", { id: 9, slug: "put" }],
    ] as const) {
      expectPgrstError(await rest(path, { method, role: "service", body }), 416, negativeLimit, `${method} ${path}`);
    }
    expect(await sql("select id::int, message from public.stack_test_messages where id = 1")).toEqual([
      { id: 1, message: "Hello World" },
    ]);
    expect(await sql("select count(*)::int as n from public.stack_test_channels")).toEqual([{ n: 2 }]);
  });

  // QueryParams.hs (`ranges`) reads limit and offset with readMaybe, so a value that is no Integer is no range;
  // ApiRequest.hs (getRanges) cuts the request's own range by the Range header and by the first row.
  const usernames = (res: Answer) => ({
    status: res.status,
    names: res.json?.map?.((r: { username: string }) => r.username) ?? res.json,
    range: res.headers.get("content-range"),
  });
  const everyone = ["awailas", "dragarcia", "kiwicopple", "supabot"];

  it("ignores a limit or an offset that is not an Integer as readMaybe reads one, at every level", async () => {
    for (const query of ["limit=abc", "offset=abc", "limit=", "limit=1.5", "limit=%2B1", "limit=1e1", "limit=0b1"]) {
      const res = await rest(`stack_test_users?select=username&order=username&${query}`);
      expect(usernames(res), query).toEqual({ status: 200, names: everyone, range: "0-3/*" });
    }
    // What readMaybe does read: spaces around, parentheses, hexadecimal and octal digits, and `-` as a lexeme of its own.
    for (const query of ["limit=%202%20", "limit=(%20(2))", "limit=0x2", "limit=0o2"]) {
      const res = await rest(`stack_test_users?select=username&order=username&${query}`);
      expect(usernames(res), query).toEqual({ status: 200, names: ["awailas", "dragarcia"], range: "0-1/*" });
    }
    expectPgrstError(await rest("stack_test_users?select=username&limit=(%20-%202)"), 416, { code: "PGRST103" });
    const embedded = await rest(
      "stack_test_users?select=username,stack_test_messages(id)&stack_test_messages.order=id&stack_test_messages.limit=abc&username=eq.supabot",
    );
    expect(embedded.json).toEqual([{ username: "supabot", stack_test_messages: [{ id: 1 }, { id: 2 }] }]);
  });

  it("reads a limit that is not an Integer beside an offset as a limit of 0 (`fromMaybe 0 $ rangeLimit rl`)", async () => {
    const none = await rest("stack_test_users?select=username&order=username&limit=abc&offset=0");
    expect(usernames(none)).toEqual({ status: 200, names: [], range: "*/*" });
    expectPgrstError(await rest("stack_test_users?select=username&limit=abc&offset=1"), 416, {
      code: "PGRST103",
      details: "Limit should be greater than or equal to zero.",
      hint: null,
      message: "Requested range not satisfiable",
    });
  });

  it("starts a negative offset at the first row (RangeSpec.hs: 'succeeds if offset is negative as a no-op')", async () => {
    const all = await rest("stack_test_users?select=username&order=username&offset=-2");
    expect(usernames(all)).toEqual({ status: 200, names: everyone, range: "0-3/*" });
    // -1 to 1, cut at the first row: two rows; -1 to -1 ends where the limit zero range ends: none.
    const cut = await rest("stack_test_users?select=username&order=username&limit=3&offset=-1");
    expect(usernames(cut)).toEqual({ status: 200, names: ["awailas", "dragarcia"], range: "0-1/*" });
    const zero = await rest("stack_test_users?select=username&order=username&limit=1&offset=-1");
    expect(usernames(zero)).toEqual({ status: 200, names: [], range: "*/*" });
    expectPgrstError(await rest("stack_test_users?select=username&limit=1&offset=-2"), 416, { code: "PGRST103" });
    // An embed's range is not cut: Postgres refuses the negative OFFSET (SqlFragment.hs, limitOffsetF).
    expectPgrstError(
      await rest("stack_test_users?select=username,stack_test_messages(id)&stack_test_messages.offset=-1"),
      400,
      { code: "2201X", message: "OFFSET must not be negative" },
    );
  });

  it("gives the rows both the Range header and limit/offset ask for (getRanges: rangeIntersection)", async () => {
    const both = await rest("stack_test_users?select=username&order=username&offset=1", { headers: { range: "0-2" } });
    expect(usernames(both)).toEqual({ status: 200, names: ["dragarcia", "kiwicopple"], range: "1-2/*" });
  });

  it("lets a PUT through when limit and offset leave the whole range (getRanges: `topLevelRange /= allRange`)", async () => {
    for (const query of ["limit=abc", "offset=abc", "offset=-1"]) {
      const res = await rest(`stack_test_channels?id=eq.1&${query}`, {
        method: "PUT",
        role: "service",
        body: { id: 1, data: null, slug: query },
      });
      expect(res.status, query).toBe(204);
    }
    expectPgrstError(
      await rest("stack_test_channels?id=eq.1&limit=0", { method: "PUT", role: "service", body: { id: 1, slug: "x" } }),
      400,
      { code: "PGRST114" },
    );
  });

  it("reads the Range header for GET only (ApiRequest.hs, getRanges)", async () => {
    const get = await rest("stack_test_users?select=username&order=username", { headers: { range: "0-1" } });
    expect(get.json).toHaveLength(2);
    const head = await rest("stack_test_users?select=username", { method: "HEAD", headers: { range: "0-1" } });
    expect(head.headers.get("content-range")).toBe("0-3/*");
    const rpc = await rest("rpc/stack_test_set_users_offline", {
      method: "POST",
      role: "service",
      headers: { range: "0-0", prefer: "tx=rollback" },
      body: { name_param: "%a%" },
    });
    expect(rpc.json).toHaveLength(3);
  });
});
