import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, hintFirst } from './compileHint';

describe("V8's compile hint on a chunk's first line (decision 071)", () => {
  it('leaves a chunk that starts with it', () => {
    const code = `${COMPILE_HINT}\nimport{t as e}from"./a.js";`;
    expect(hintFirst(code)).toBe(code);
  });

  it("trades places with the preload helper's dependency list written above it", () => {
    const code = `const __vite__mapDeps=(i)=>i;\n${COMPILE_HINT}\nimport{t as e}from"./a.js";\nexport{e};`;
    expect(hintFirst(code)).toBe(
      `${COMPILE_HINT}\nconst __vite__mapDeps=(i)=>i;\nimport{t as e}from"./a.js";\nexport{e};`,
    );
    // as many lines as before: the source map's lines still match
    expect(hintFirst(code).split('\n')).toHaveLength(code.split('\n').length);
  });

  it('leaves a chunk without the hint, or with it further down, as it is', () => {
    expect(hintFirst('export{};')).toBe('export{};');
    const later = `a();\nb();\n${COMPILE_HINT}\n`;
    expect(hintFirst(later)).toBe(later);
  });
});
