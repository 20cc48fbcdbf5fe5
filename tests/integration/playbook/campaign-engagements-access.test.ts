import { describe, expect, it } from "vitest";
import { anonClient, createUser, sql } from "../../support/stack";

let counter = 0;

async function makeEngagement(email = `access-${Date.now()}-${++counter}@example.test`): Promise<string> {
  const [row] = await sql<{ id: string }>(
    `insert into public.campaign_engagements (campaign_id, email, first_name, consent_wording, consented_at)
     values ('influencer-tax-playbook', $1, 'Jo', 'I agree to receive occasional tax tips and updates via email', now())
     returning id`,
    [email],
  );
  return row!.id;
}

const newRow = {
  campaign_id: "influencer-tax-playbook",
  email: "intruder@example.test",
  first_name: "Intruder",
  consent_wording: "forged",
  consented_at: new Date().toISOString(),
};

const emailOf = async (id: string) =>
  (
    await sql<{ email: string; downloaded_at: Date | null }>(
      "select email, downloaded_at from public.campaign_engagements where id = $1",
      [id],
    )
  )[0];

describe("who can reach campaign_engagements", () => {
  it("refuses anon every operation, including the spec's browser-side download update", async () => {
    const id = await makeEngagement();
    const anon = anonClient();
    expect((await anon.from("campaign_engagements").select("*")).error?.code).toBe("42501");
    expect((await anon.from("campaign_engagements").insert(newRow)).error?.code).toBe("42501");
    const update = await anon
      .from("campaign_engagements")
      .update({ downloaded_at: new Date().toISOString() })
      .eq("campaign_id", "influencer-tax-playbook");
    expect(update.error?.code).toBe("42501");
    expect((await anon.from("campaign_engagements").delete().eq("id", id)).error?.code).toBe("42501");
    expect(await emailOf(id)).toMatchObject({ email: expect.stringMatching(/^access-/), downloaded_at: null });
    expect(await sql("select 1 from public.campaign_engagements where email = 'intruder@example.test'")).toEqual([]);
  });

  it("refuses anon the functions that write sign-ups and downloads", async () => {
    const anon = anonClient();
    const signup = await anon.rpc("record_campaign_signup", {
      signup_campaign_id: "influencer-tax-playbook",
      signup_email: "rpc@example.test",
      signup_first_name: "Rpc",
      signup_last_name: "",
      signup_consent_wording: "forged",
    });
    expect(signup.error).not.toBeNull();
    const download = await anon.rpc("record_campaign_download", {
      download_campaign_id: "influencer-tax-playbook",
      download_email: "rpc@example.test",
      download_token: "0".repeat(64),
    });
    expect(download.error).not.toBeNull();
    const token = await anon.rpc("signup_download_token", { p_engagement: crypto.randomUUID() });
    expect(token.error).not.toBeNull();
    expect(download.error).not.toBeNull();
    expect(await sql("select 1 from public.campaign_engagements where email = 'rpc@example.test'")).toEqual([]);
  });

  it("shows a signed-in user who is not staff nothing, and lets them change nothing", async () => {
    const id = await makeEngagement();
    const visitor = await createUser();
    const { data, error } = await visitor.client.from("campaign_engagements").select("id");
    expect(error).toBeNull();
    expect(data).toEqual([]);
    expect((await visitor.client.from("campaign_engagements").insert(newRow)).error?.code).toBe("42501");
    expect(
      (await visitor.client.from("campaign_engagements").update({ email: "hijack@example.test" }).eq("id", id)).error
        ?.code,
    ).toBe("42501");
    expect((await visitor.client.from("campaign_engagements").delete().eq("id", id)).error?.code).toBe("42501");
    expect(await emailOf(id)).toMatchObject({ email: expect.stringMatching(/^access-/) });
    const rpc = await visitor.client.rpc("record_campaign_download", {
      download_campaign_id: "influencer-tax-playbook",
      download_email: (await emailOf(id))!.email,
      download_token: "0".repeat(64),
    });
    expect(rpc.error).not.toBeNull();
    expect((await visitor.client.rpc("signup_download_token", { p_engagement: id })).error).not.toBeNull();
    expect(rpc.error).not.toBeNull();
    expect((await emailOf(id))!.downloaded_at).toBeNull();
  });

  it("does not treat user_metadata as a staff claim", async () => {
    await makeEngagement();
    const pretender = await createUser({ userMetadata: { role: "staff" } });
    expect((await pretender.client.from("campaign_engagements").select("id")).data).toEqual([]);
  });

  it("lets staff read the sign-ups for the leads dashboard, but not change them", async () => {
    const id = await makeEngagement("lead@example.test");
    const staff = await createUser({ appMetadata: { role: "staff" } });
    const { data, error } = await staff.client
      .from("campaign_engagements")
      .select("email, first_name, consent_wording, consented_at, downloaded_at")
      .eq("id", id);
    expect(error).toBeNull();
    expect(data).toEqual([
      {
        email: "lead@example.test",
        first_name: "Jo",
        consent_wording: "I agree to receive occasional tax tips and updates via email",
        consented_at: expect.any(String),
        downloaded_at: null,
      },
    ]);
    expect((await staff.client.from("campaign_engagements").delete().eq("id", id)).error?.code).toBe("42501");
    expect(await emailOf(id)).toMatchObject({ email: "lead@example.test" });
  });

  it("has updated_at moved by the database on a repeat sign-up and on a download", async () => {
    const email = `touch-${Date.now()}@example.test`;
    const id = await makeEngagement(email);
    const updatedAt = async () =>
      (await sql<{ updated_at: Date }>("select updated_at from public.campaign_engagements where id = $1", [id]))[0]!
        .updated_at;
    const created = await updatedAt();
    await new Promise((resolve) => setTimeout(resolve, 10));
    await sql("select public.record_campaign_signup('influencer-tax-playbook', $1, 'Jo', '', 'Again')", [email]);
    const signedUpAgain = await updatedAt();
    expect(signedUpAgain.getTime()).toBeGreaterThan(created.getTime());
    await new Promise((resolve) => setTimeout(resolve, 10));
    await sql(
      "select public.record_campaign_download('influencer-tax-playbook', $1, public.signup_download_token($2))",
      [email, id],
    );
    expect((await updatedAt()).getTime()).toBeGreaterThan(signedUpAgain.getTime());
  });

  it("holds one row per campaign and e-mail whatever the letter case", async () => {
    await makeEngagement("unique@example.test");
    await expect(makeEngagement("UNIQUE@example.test")).rejects.toThrow(/duplicate key|unique/i);
  });
});
