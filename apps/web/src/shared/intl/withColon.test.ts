import { describe, expect, it } from 'vitest';
import { withColon } from './withColon';

describe('withColon', () => {
  it('puts a no-break space before the colon in French only', () => {
    expect(withColon('Catégorie', 'fr')).toBe('Catégorie\u00a0:');
    expect(withColon('Catégorie', 'fr-CA')).toBe('Catégorie\u00a0:');
    expect(withColon('Categoría', 'es')).toBe('Categoría:');
    expect(withColon('Category', 'en')).toBe('Category:');
    expect(withColon('Category', undefined)).toBe('Category:');
  });
});
