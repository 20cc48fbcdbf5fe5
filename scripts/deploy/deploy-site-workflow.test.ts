/**
 * The CI/CD workflow the backend's build hook runs on GitHub: it must answer the event
 * update-public-site sends, build with the two public values, and deploy what the build made.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { DISPATCH_EVENT } from "../../supabase/functions/_shared/site-updates.ts";

const workflow = readFileSync(new URL("../../.github/workflows/deploy-site.yml", import.meta.url), "utf8");

describe("the site's deploy workflow", () => {
  it("runs on a push to main, on the backend's dispatch and by hand, one build after another", () => {
    expect(workflow).toMatch(/^ {2}push:\n {4}branches: \[main\]$/m);
    expect(workflow).toContain(`  repository_dispatch:\n    types: [${DISPATCH_EVENT}]`);
    expect(workflow).toMatch(/^ {2}workflow_dispatch:$/m);
    expect(workflow).toContain("cancel-in-progress: false");
  });

  it("builds with the project's public values and refuses a build without the articles", () => {
    expect(workflow).toContain("VITE_SUPABASE_URL: ${{ vars.VITE_SUPABASE_URL }}");
    expect(workflow).toContain("VITE_SUPABASE_ANON_KEY: ${{ vars.VITE_SUPABASE_ANON_KEY }}");
    expect(workflow).toContain('PRERENDER_REQUIRE_DATA: "1"');
    expect(workflow).toContain("run: npm run build");
  });

  it("deploys nothing while the build shows sample data, unless the repository says it is a staging site", () => {
    const check = workflow.indexOf("run: npm run launch:check");
    expect(check).toBeGreaterThan(workflow.indexOf("run: npm run build"));
    expect(check).toBeLessThan(workflow.indexOf("dist/client"));
    expect(workflow.slice(0, check)).toMatch(/if: vars\.ALLOW_SAMPLE_DATA != 'true'\n\s+$/);
  });

  it("deploys dist/client to the host it names", () => {
    for (const host of ["netlify", "cloudflare", "vercel"])
      expect(workflow).toContain(`if: vars.SITE_HOST == '${host}'`);
    expect(workflow.match(/dist\/client/g)).toHaveLength(3);
  });
});
