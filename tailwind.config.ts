import type { Config } from "tailwindcss";

/** The firm's palette and type. Tailwind 4 reads this through `@config` in src/app.css. */
export default {
  content: ["./src/**/*.{ts,tsx}"],
  theme: {
    extend: {
      colors: {
        navy: {
          700: "#1e3a66",
          800: "#13294b",
          900: "#0b1f3a",
          950: "#06142a",
        },
        accent: {
          100: "#fef3c7",
          300: "#fcd34d",
          400: "#fbbf24",
          500: "#f59e0b",
        },
      },
      fontFamily: {
        sans: ['"Segoe UI"', "Roboto", '"Helvetica Neue"', "Arial", "system-ui", "sans-serif"],
      },
    },
  },
} satisfies Config;
