/**
 * The inbox on the mail port: a web page for people and a JSON API for tests, shaped like the
 * Mailpit API that `supabase start` exposes on the same port (/api/v1/messages, /api/v1/message/<id>).
 */
import { resendEmails, type ResendWebhook } from "./resend.ts";
import type { Message, MailStore } from "./store.ts";

const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

function summary(m: Message) {
  const { Text, HTML, Raw, ...rest } = m;
  void HTML;
  void Raw;
  return {
    ...rest,
    Read: false,
    Tags: [],
    Snippet: Text.replace(/\s+/g, " ").trim().slice(0, 250),
    Attachments: m.Attachments.length,
  };
}

function listBody(messages: Message[], url: URL) {
  const start = Number(url.searchParams.get("start") ?? 0) || 0;
  const limit = Number(url.searchParams.get("limit") ?? 50) || 50;
  const page = messages.slice(start, start + limit);
  return {
    total: messages.length,
    unread: messages.length,
    count: page.length,
    messages_count: messages.length,
    start,
    tags: [],
    messages: page.map(summary),
  };
}

const style = `body{font:15px/1.45 system-ui,sans-serif;margin:0;color:#1d2433}header{background:#12355b;color:#fff;padding:.8rem 1.2rem;display:flex;gap:1rem;align-items:center}
header h1{font-size:1.1rem;margin:0;flex:1}header a,header button{color:#fff;background:none;border:1px solid #fff6;border-radius:4px;padding:.3rem .7rem;font:inherit;cursor:pointer;text-decoration:none}
main{padding:1rem 1.2rem}table{border-collapse:collapse;width:100%}th,td{text-align:left;padding:.5rem;border-bottom:1px solid #e3e7ee;vertical-align:top}
tr:hover td{background:#f3f6fa}td a{color:#0b4f9c}.muted{color:#5b6475}iframe{width:100%;height:70vh;border:1px solid #e3e7ee}pre{white-space:pre-wrap}dl{display:grid;grid-template-columns:max-content 1fr;gap:.2rem 1rem}dt{font-weight:600}`;

function page(title: string, body: string, refresh = false) {
  return new Response(
    `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><title>${esc(title)}</title>${refresh ? '<meta http-equiv="refresh" content="5">' : ""}<style>${style}</style></head><body>${body}</body></html>`,
    { headers: { "content-type": "text/html; charset=utf-8" } },
  );
}

const who = (a: { Name: string; Address: string }) => (a.Name ? `${a.Name} <${a.Address}>` : a.Address);

function inboxPage(store: MailStore) {
  const rows = store
    .list()
    .map(
      (m) =>
        `<tr><td>${esc(who(m.From))}</td><td>${esc(m.To.map(who).join(", "))}</td><td><a href="/view/${m.ID}">${esc(m.Subject || "(no subject)")}</a></td><td class="muted">${esc(new Date(m.Created).toLocaleString("en-GB"))}</td></tr>`,
    )
    .join("");
  return page(
    "Local inbox",
    `<header><h1>Local inbox · ${store.list().length} message(s)</h1><form method="post" action="/delete-all"><button>Delete all</button></form></header>
<main>${rows ? `<table><thead><tr><th>From</th><th>To</th><th>Subject</th><th>Received</th></tr></thead><tbody>${rows}</tbody></table>` : "<p>No messages yet. Anything sent to the SMTP sink appears here.</p>"}
<p class="muted">JSON: <a href="/api/v1/messages">/api/v1/messages</a>. This page refreshes every 5 seconds.</p></main>`,
    true,
  );
}

function messagePage(m: Message) {
  const body = m.HTML
    ? `<iframe sandbox srcdoc="${esc(m.HTML)}" title="Message body"></iframe>`
    : `<pre>${esc(m.Text)}</pre>`;
  return page(
    m.Subject,
    `<header><h1>${esc(m.Subject || "(no subject)")}</h1><a href="/">Back to inbox</a></header><main>
<dl><dt>From</dt><dd>${esc(who(m.From))}</dd><dt>To</dt><dd>${esc(m.To.map(who).join(", "))}</dd>${m.Cc.length ? `<dt>Cc</dt><dd>${esc(m.Cc.map(who).join(", "))}</dd>` : ""}<dt>Received</dt><dd>${esc(new Date(m.Created).toLocaleString("en-GB"))}</dd></dl>
${body}${m.HTML && m.Text ? `<details><summary>Plain text</summary><pre>${esc(m.Text)}</pre></details>` : ""}
<p><a href="/api/v1/message/${m.ID}/raw">Raw source</a></p></main>`,
  );
}

export function inboxHandler(store: MailStore, webhook?: ResendWebhook): (req: Request) => Promise<Response> {
  return async (req) => {
    const url = new URL(req.url);
    const p = url.pathname.replace(/\/+$/, "") || "/";
    const method = req.method.toUpperCase();
    const cors = { "access-control-allow-origin": "*" };
    if (method === "GET" && p === "/") return inboxPage(store);
    if (method === "POST" && p === "/resend/emails") return await resendEmails(req, store, webhook);
    if (method === "POST" && p === "/delete-all") {
      store.delete();
      return new Response(null, { status: 303, headers: { location: "/" } });
    }
    let m = /^\/view\/([\w-]+)$/.exec(p);
    if (method === "GET" && m) {
      const msg = store.get(m[1]!);
      return msg
        ? messagePage(msg)
        : page("Not found", "<main><p>No such message.</p><p><a href='/'>Back</a></p></main>");
    }
    if (method === "GET" && p === "/api/v1/messages")
      return Response.json(listBody(store.list(), url), { headers: cors });
    if (method === "GET" && p === "/api/v1/search")
      return Response.json(listBody(store.search(url.searchParams.get("query") ?? ""), url), { headers: cors });
    // Not Mailpit's: stops and starts the sink, so tests can see mail wait for a server that is down.
    if (method === "PUT" && p === "/api/v1/sink") {
      const body = (await req.json().catch(() => null)) as { accepting?: unknown } | null;
      if (typeof body?.accepting !== "boolean")
        return Response.json({ message: 'send {"accepting": true|false}' }, { status: 400, headers: cors });
      store.accepting = body.accepting;
      return Response.json({ accepting: store.accepting }, { headers: cors });
    }
    if (method === "DELETE" && p === "/api/v1/messages") {
      let ids: string[] | undefined;
      try {
        const b = await req.json();
        if (Array.isArray(b?.IDs) && b.IDs.length) ids = b.IDs.map(String);
      } catch {
        /* no body: delete all */
      }
      store.delete(ids);
      return new Response("ok", { headers: { "content-type": "text/plain", ...cors } });
    }
    m = /^\/api\/v1\/message\/([\w-]+)(\/raw)?$/.exec(p);
    if (method === "GET" && m) {
      const id = m[1] === "latest" ? store.list()[0]?.ID : m[1]!;
      const msg = id ? store.get(id) : undefined;
      if (!msg) return new Response("message not found", { status: 404, headers: cors });
      if (m[2]) return new Response(msg.Raw, { headers: { "content-type": "message/rfc822", ...cors } });
      const { Raw, ...rest } = msg;
      void Raw;
      return Response.json({ ...rest, Date: msg.Created, Tags: [], Inline: [] }, { headers: cors });
    }
    return new Response("not found", { status: 404, headers: cors });
  };
}
