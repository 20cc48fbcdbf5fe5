/**
 * Scheduled publishing (issue 17, item 4): a draft given a time goes live when it comes (the
 * database's job, every minute), not before; publishing or unpublishing by hand clears the
 * schedule; visitors never see a scheduled draft early.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { anonClient, createUser, sql, type TestUser } from "../../support/stack";

let staff: TestUser;
let counter = 0;

beforeAll(async () => {
  staff = await createUser({ appMetadata: { role: "staff" } });
});

async function draft(publishAt: Date | null) {
  const { data, error } = await staff.client
    .from("knowledge_articles")
    .insert({
      title: "Scheduled guidance",
      slug: `scheduled-${Date.now().toString(36)}-${++counter}`,
      content: "<p>Soon.</p>",
      publish_at: publishAt?.toISOString() ?? null,
    })
    .select("id")
    .single();
  expect(error).toBeNull();
  return data!.id as string;
}

const state = async (id: string) =>
  (
    await sql<{ published: boolean; publish_at: string | null }>(
      "select published, publish_at from public.knowledge_articles where id = $1",
      [id],
    )
  )[0]!;
const visible = async (id: string) =>
  ((await anonClient().from("knowledge_articles").select("id").eq("id", id)).data ?? []).length;
const runSchedule = () => sql("select private.publish_scheduled_articles()");

describe("scheduled publishing", () => {
  it("publishes a draft when its time comes, and not a moment before", async () => {
    const due = await draft(new Date(Date.now() - 60_000));
    const later = await draft(new Date(Date.now() + 3_600_000));
    expect(await visible(due)).toBe(0);
    await runSchedule();
    expect(await state(due)).toEqual({ published: true, publish_at: null });
    expect(await visible(due)).toBe(1);
    expect((await state(later)).published).toBe(false);
    expect(await visible(later)).toBe(0);
  });

  it("is scheduled by the database's own job every minute", async () => {
    const [job] = await sql<{ schedule: string; command: string }>(
      "select schedule, command from cron.job where jobname = 'publish-scheduled-articles'",
    );
    expect(job).toEqual({ schedule: "* * * * *", command: "select private.publish_scheduled_articles()" });
  });

  it("forgets the schedule when staff publish or unpublish by hand, so a withdrawn article stays withdrawn", async () => {
    const id = await draft(new Date(Date.now() + 3_600_000));
    await staff.client.from("knowledge_articles").update({ published: true }).eq("id", id);
    await staff.client.from("knowledge_articles").update({ published: false }).eq("id", id);
    expect(await state(id)).toEqual({ published: false, publish_at: null });
    await sql("update public.knowledge_articles set publish_at = now() - interval '1 minute' where id = $1 and false", [
      id,
    ]);
    await runSchedule();
    expect((await state(id)).published).toBe(false);
  });

  it("lets nobody but staff set a schedule, and visitors cannot call the job", async () => {
    const id = await draft(null);
    const outsider = await createUser();
    for (const client of [anonClient(), outsider.client]) {
      await client.from("knowledge_articles").update({ publish_at: new Date().toISOString() }).eq("id", id);
      const { error } = await client.rpc("publish_scheduled_articles");
      expect(error).not.toBeNull();
    }
    expect((await state(id)).publish_at).toBeNull();
  });
});
