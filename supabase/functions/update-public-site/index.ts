/**
 * update-public-site: calls the host's build hook for the public site when a change is due, and
 * records when the new build is live (_shared/site-updates.ts). pg_cron calls it every 30 seconds
 * while a request is due or under way (migration 20261126100000_public_site_updates.sql). Anyone
 * with the site's key may call it: it acts only on requests the database has made due, each once,
 * so calling it more often changes nothing. Answers { success: true, called, live, failed }.
 */
import { serviceClient } from "../_shared/clients.ts";
import { endpoint } from "../_shared/http.ts";
import { siteUpdateSettings, updatePublicSite } from "../_shared/site-updates.ts";

Deno.serve(
  endpoint("update-public-site", async () => {
    const run = await updatePublicSite(
      serviceClient(),
      siteUpdateSettings((name) => Deno.env.get(name)),
    );
    return { success: true, ...run };
  }),
);
