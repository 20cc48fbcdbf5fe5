/**
 * The icons the site may show, by our name → Lucide's name. Content modules
 * refer to icons by our names so copy stays data. `npm run icons` builds
 * src/assets/icons.svg (an SVG sprite) from this list, so icons cost no
 * JavaScript and are cached once for every page.
 */
export const iconSources = {
  badge: "badge-check",
  chart: "chart-column",
  bot: "bot",
  briefcase: "briefcase",
  building: "building-2",
  calculator: "calculator",
  calendar: "calendar-clock",
  church: "church",
  checklist: "clipboard-check",
  cog: "cog",
  coins: "coins",
  audit: "file-search",
  spreadsheet: "file-spreadsheet",
  document: "file-text",
  folder: "folder",
  gauge: "gauge",
  globe: "globe",
  learning: "graduation-cap",
  money: "hand-coins",
  handshake: "handshake",
  care: "heart-handshake",
  home: "house",
  bank: "landmark",
  laptop: "laptop",
  layers: "layers",
  growth: "chart-line",
  idea: "lightbulb",
  lock: "lock",
  mail: "mail",
  pin: "map-pin",
  megaphone: "megaphone",
  chat: "messages-square",
  savings: "piggy-bank",
  receipt: "receipt",
  rocket: "rocket",
  scale: "scale",
  scroll: "scroll-text",
  search: "search",
  shield: "shield-check",
  sparkles: "sparkles",
  target: "target",
  timer: "timer",
  trend: "trending-up",
  people: "users",
  wallet: "wallet",
  workflow: "workflow",
  zap: "zap",
} as const;

/** Icons the interface itself uses (menus, lists, quotes). */
export const uiIconSources = {
  "arrow-right": "arrow-right",
  "chevron-down": "chevron-down",
  menu: "menu",
  close: "x",
  phone: "phone",
  check: "check",
  "check-circle": "circle-check",
  quote: "quote",
  "alert-circle": "circle-alert",
  loader: "loader-circle",
} as const;

export type IconName = keyof typeof iconSources;
export type UiIconName = keyof typeof uiIconSources;
