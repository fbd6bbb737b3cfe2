/**
 * A label followed by a colon the way the language writes it: French puts a no-break space
 * before it ("Catégorie : …", issue 26 point 12), English and Spanish do not. For labels the code
 * joins to a value; a whole sentence with a colon keeps it in its translation.
 */
export function withColon(label: string, language: string | undefined): string {
  return language?.startsWith('fr') ? `${label}\u00a0:` : `${label}:`;
}
