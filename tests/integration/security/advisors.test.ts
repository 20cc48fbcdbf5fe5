/**
 * The advisors the hosted dashboard runs and the CLI lacks (scripts/advisors/current-lints.mjs):
 * on our schema only the warnings the migrations accept with a reason, and on a schema that makes
 * the mistakes they look for, each mistake found.
 */
import { afterAll, describe, expect, it } from "vitest";
import { acceptedReason, runCurrentLints } from "../../../scripts/advisors/current-lints.mjs";
import { sql } from "../../support/stack";

/** The local stack's own tests add `stack_test_*` fixtures to the same database; they are not part of the product. */
const lint = async () =>
  (await runCurrentLints((text, params = []) => sql(text, params as unknown[]))).filter(
    (finding) => !finding.object.name.startsWith("stack_test_"),
  );

afterAll(async () => {
  await sql(`drop policy if exists "advisors test: anyone lists" on storage.objects`);
  await sql("delete from storage.buckets where id = 'advisors-test'");
  await sql("drop function if exists public.advisors_test_definer()");
});

describe("the current advisors", () => {
  it("find nothing on our schema but the two visitor functions and the staff's own, accepted with their reasons", async () => {
    const findings = await lint();
    expect(findings.filter((finding) => !finding.accepted)).toEqual([]);
    expect(findings.map((finding) => `${finding.name} ${finding.object.name}`).sort()).toEqual([
      "anon_security_definer_function_executable get_quote",
      "anon_security_definer_function_executable record_event",
      "authenticated_security_definer_function_executable calendar_feed_made_at",
      "authenticated_security_definer_function_executable check_testimonial",
      "authenticated_security_definer_function_executable confirm_firm_details",
      "authenticated_security_definer_function_executable confirm_person",
      "authenticated_security_definer_function_executable confirm_quote_prices",
      "authenticated_security_definer_function_executable correct_lead",
      "authenticated_security_definer_function_executable erase_personal_data",
      "authenticated_security_definer_function_executable export_personal_data",
      "authenticated_security_definer_function_executable get_quote",
      "authenticated_security_definer_function_executable list_staff",
      "authenticated_security_definer_function_executable marketing_audience",
      "authenticated_security_definer_function_executable record_event",
      "authenticated_security_definer_function_executable record_marketing_withdrawal",
      "authenticated_security_definer_function_executable record_staff_access",
      "authenticated_security_definer_function_executable request_site_update",
      "authenticated_security_definer_function_executable restore_public_access",
      "authenticated_security_definer_function_executable restrict_lead",
      "authenticated_security_definer_function_executable retire_testimonial",
      "authenticated_security_definer_function_executable retry_mail",
      "authenticated_security_definer_function_executable rotate_calendar_feed",
      "authenticated_security_definer_function_executable save_firm_details",
      "authenticated_security_definer_function_executable save_person",
      "authenticated_security_definer_function_executable save_quote_prices",
      "authenticated_security_definer_function_executable save_testimonial",
      "authenticated_security_definer_function_executable send_marketing_email",
      "authenticated_security_definer_function_executable set_staff_name",
      "authenticated_security_definer_function_executable signup_consent_status",
      "authenticated_security_definer_function_executable staff_testimonials",
      "authenticated_security_definer_function_executable withdraw_public_access",
    ]);
  });

  it("find a public bucket anyone can list and a definer function anyone can run", async () => {
    await sql("insert into storage.buckets (id, name, public) values ('advisors-test', 'advisors-test', true)");
    await sql(
      `create policy "advisors test: anyone lists" on storage.objects for select to anon using (bucket_id = 'advisors-test')`,
    );
    await sql(
      "create function public.advisors_test_definer() returns int language sql security definer set search_path = '' as 'select 1'",
    );
    await sql("grant execute on function public.advisors_test_definer() to anon");
    const unaccepted = (await lint()).filter((finding) => !finding.accepted);
    expect(unaccepted.map((finding) => `${finding.name} ${finding.object.name}`).sort()).toEqual([
      "anon_security_definer_function_executable advisors_test_definer",
      "public_bucket_allows_listing advisors-test",
    ]);
  });

  it("take a reason only for the warnings a comment names", () => {
    const comment = "Reads one thing. Accepted advisor warnings (anon_security_definer_function_executable): it must.";
    expect(acceptedReason(comment, "anon_security_definer_function_executable")).toBe("it must.");
    expect(acceptedReason(comment, "authenticated_security_definer_function_executable")).toBeUndefined();
    expect(acceptedReason("No reasons here.", "anon_security_definer_function_executable")).toBeUndefined();
  });
});
