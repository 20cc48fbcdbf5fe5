import type { Config } from "@react-router/dev/config";
import { prerenderedPaths } from "./src/config/paths";

export default {
  appDirectory: "src",
  ssr: false,
  // Every route without per-visitor data is written to HTML at build time;
  // the rest fall back to the SPA shell.
  async prerender() {
    return [...prerenderedPaths, "/404", "/sitemap.xml", "/robots.txt"];
  },
} satisfies Config;
