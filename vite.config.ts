import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";

/**
 * The modules every page loads, in one chunk ("shell"): all that React Router's client entry and the root route
 * import, and the root route itself, React and React Router included. One file compresses better than the dozen the bundler
 * would otherwise make of them (about 5 KiB less on every page, decision 024); what a page adds comes in its
 * own chunks. The modules are known once the client build has read the app (buildEnd), before it chunks.
 */
function shellChunk() {
  const modules = new Set<string>();
  const plugin: Plugin = {
    name: "shell-chunk",
    buildEnd() {
      const ids = [...this.getModuleIds()];
      if (this.environment.name !== "client" || ids.length === 0) return;
      modules.clear();
      const queue = ids.filter((id) => this.getModuleInfo(id)?.isEntry && /[\\/](entry\.client\.tsx|app[\\/]root\.tsx)(\?|$)/.test(id));
      for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
        if (modules.has(id)) continue;
        // Not the client entry itself: evaluating it hydrates the page, which must wait until React Router's
        // module script has set the route modules (scripts-after-paint.ts imports them one by one).
        if (!/[\\/]entry\.client\.tsx(\?|$)/.test(id)) modules.add(id);
        queue.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    },
  };
  return { plugin, group: { name: "shell", test: (id: string) => modules.has(id) } };
}

const shell = shellChunk();

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), shell.plugin],
  build: { assetsInlineLimit: 0 },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          // Imported constants are written where they are used: an icon's shape (components/icons/shapes.ts)
          // travels with the code that draws it, and no page loads a module of icons it mostly does not show.
          optimization: { inlineConst: true },
          output: { codeSplitting: { groups: [shell.group] } },
        },
      },
    },
  },
});
