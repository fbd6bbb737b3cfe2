import { useState } from 'react';
import { useOpsFeedback } from '../../shared/OpsFeedback';

/**
 * A rules section's one open form and what it says once saved: opening a form clears the last
 * notice (it spoke of the previous save), saving closes the form and says what was saved.
 */
export function useSectionEditor<Thing>() {
  const [editing, setEditing] = useState<Thing | null>(null);
  const feedback = useOpsFeedback();
  return {
    editing,
    notice: feedback.notice,
    edit: (thing: Thing) => {
      feedback.start();
      setEditing(thing);
    },
    cancel: () => setEditing(null),
    saved: (notice: string) => {
      setEditing(null);
      feedback.tell(notice);
    },
  };
}
