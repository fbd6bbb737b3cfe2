/** Icons of the ride categories; the server names one per category (`icon`). */
const paths: Record<string, string> = {
  // compact hatchback
  economy:
    'M5 15.5h14M6.5 15.5V12l2-4h7l2 4v3.5M8.5 8l-.5 4h8l-.5-4M7 18.5a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3zM17 18.5a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3z',
  // sedan
  comfort:
    'M3 15.5h18M4 15.5v-3l3-1.5 2.5-3.5h5L18 11l2 1v3.5M9.5 7.5 8.5 11h8l-2-3.5M7 18.5a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3zM17 18.5a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3z',
  // van
  xl: 'M3 15.5h18M3.5 15.5V7.5h12l3.5 4 1.5 1v3M3.5 11h16M9 7.5V11M7 18.5a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3zM17 18.5a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3z',
  // leaf
  green: 'M5 19c0-8 5-13 14-14 0 9-5 14-12 14H5zM5 19l8-8M8 18.5c.5-2.5 1.5-4 3-5',
};

/** A decorative line icon for a ride category; unknown names get the everyday car. */
export function CategoryIcon({ name }: { name: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="32"
      height="32"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={paths[name] ?? paths.economy} />
    </svg>
  );
}
