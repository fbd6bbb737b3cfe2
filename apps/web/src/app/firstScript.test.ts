import { describe, expect, it } from 'vitest';
import { sourceOf, staticGraph } from '../test/staticImports';

// What loads before a rendered page hydrates (decision 020): the entry, main.tsx, with everything
// it imports statically, and the page's module with everything it imports statically (the service
// links them as module preloads). What is imported only dynamically loads later, when it is used.
describe('the scripts a page hydrates with', () => {
  it("leave out the map of every translation's chunk (loaded with the first translation asked for)", () => {
    const holdsTheMap = staticGraph('src/main.tsx').modules.filter((module) =>
      /import\.meta\.glob\b[^(]*\(\s*['"][^'"]*locales\//.test(sourceOf(module)),
    );
    expect(holdsTheMap).toEqual([]);
  });
});
