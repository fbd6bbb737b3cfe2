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

  it('of the home page, leave out the data sections below the first screen and what they bring', () => {
    const home = staticGraph('src/features/home/HomePage.tsx');
    expect(home.modules).not.toContain('src/features/home/components/CategoriesSection.tsx');
    expect(home.modules).not.toContain('src/features/home/components/CitiesSection.tsx');
    expect(home.packages).not.toContain('zod');
    expect(home.packages).not.toContain('@tanstack/react-query');
  });
});
