import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  build: { assetsInlineLimit: 0 },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          // Imported constants are written where they are used: an icon's shape (components/icons/shapes.ts)
          // travels with the code that draws it, and no page loads a module of icons it mostly does not show.
          optimization: { inlineConst: true },
          output: {
            codeSplitting: {
              // React, React DOM, the scheduler and React Router in one chunk: every page loads them all, and
              // one file compresses better than four (about 2 KiB less on every page).
              groups: [{ name: "framework", test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/, priority: 20 }],
            },
          },
        },
      },
    },
  },
});
