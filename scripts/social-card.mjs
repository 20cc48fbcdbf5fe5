// @ts-check
/**
 * `npm run social-card`: draws public/images/social-card.png (1200 × 630), the picture a link to
 * any page shows when shared (og:image), in the site's colours. It names what the firm does, not the
 * firm: the name is sample data until launch (the link's own title and site name carry it).
 */
import { drawPngs } from "./draw-pictures.mjs";

const card = `<!doctype html>
<html><head><style>
  body { margin: 0; width: 1200px; height: 630px; display: flex; flex-direction: column; justify-content: space-between;
    box-sizing: border-box; padding: 88px 96px; background: #0b1f3a; color: #fff;
    font-family: "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif; }
  .mark { width: 96px; height: 96px; }
  h1 { font-size: 68px; line-height: 1.1; margin: 0; max-width: 960px; font-weight: 700; }
  h1 span { color: #fbbf24; }
  p { font-size: 32px; margin: 0; color: #cbd5e1; }
  .rule { height: 8px; width: 160px; background: #f59e0b; border-radius: 4px; }
</style></head><body>
  <svg class="mark" viewBox="0 0 36 36"><rect width="36" height="36" rx="9" fill="#13294b"/><path d="M11 10h14v3.2h-10.2v3.2h9.2v3.2h-9.2v3.2H25V26H11z" fill="#f59e0b"/></svg>
  <h1>Accounts, tax and legal help for <span>UK small businesses</span></h1>
  <div class="rule"></div>
  <p>Instant quotes · Tax calculators · Free guides</p>
</body></html>`;

await drawPngs([{ html: card, width: 1200, height: 630, path: "public/images/social-card.png" }]);
