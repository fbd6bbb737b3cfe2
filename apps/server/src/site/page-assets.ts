/** A chunk of the client build's manifest (dist/.vite/manifest.json). */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  css?: string[];
  imports?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

/** The styles and scripts a rendered page links, beyond what index.html links already. */
export interface PageAssets {
  styles: string[];
  scripts: string[];
}

/** A chunk and every chunk it imports statically: their scripts and their styles. */
function closure(manifest: Manifest, keys: string[]): PageAssets {
  const seen = new Set<string>();
  const styles = new Set<string>();
  const scripts = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    scripts.add(`/${chunk.file}`);
    for (const css of chunk.css ?? []) styles.add(`/${css}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return { styles: [...styles], scripts: [...scripts] };
}

/** The site's entry in the build's manifest (index.html, whose script is apps/web/src/main.tsx). */
export const SITE_ENTRY = 'index.html';

/**
 * What a rendered page links for its page modules (keys of the manifest): their styles, so that
 * the page shows styled before any script runs, and their scripts as module preloads, so that it
 * hydrates without waiting for them; less what the site's entry (index.html) loads anyway. The
 * other entries (the back office's, the driver app's, a content page's first script) are other
 * pages': a chunk they share with the site (React) is still the page's to link (decision 068). A
 * module the manifest does not know is left to the site to load.
 */
export function pageAssets(manifest: Manifest, modules: string[]): PageAssets {
  const loaded = closure(manifest, [SITE_ENTRY]);
  const page = closure(manifest, modules);
  return {
    styles: page.styles.filter((href) => !loaded.styles.includes(href)),
    scripts: page.scripts.filter((href) => !loaded.scripts.includes(href)),
  };
}

/** The first script of a content page in the build's manifest (apps/web/src/light/main.ts). */
export const FIRST_SCRIPT_ENTRY = 'src/light/main.ts';

/** A content page's first script and the chunks it imports (issue 27), or null if not built. */
export interface FirstScript {
  src: string;
  preloads: string[];
}

/** The first script of a content page, from the manifest: React is no part of it. */
export function firstScript(manifest: Manifest): FirstScript | null {
  const chunk = manifest[FIRST_SCRIPT_ENTRY];
  if (!chunk) return null;
  const { scripts } = closure(manifest, [FIRST_SCRIPT_ENTRY]);
  const src = `/${chunk.file}`;
  return { src, preloads: scripts.filter((href) => href !== src) };
}
