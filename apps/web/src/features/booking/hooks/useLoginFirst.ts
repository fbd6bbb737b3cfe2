import { useNavigate } from 'react-router';
import { loginPath } from '../../../shared/session/paths';
import { saveDraft } from '../model/draft';
import type { BookingFormValues } from '../model/formValues';

/** Keeps the booking and sends the visitor to log in (they come back to it, on `path`). */
export function useLoginFirst(path: string, cityId: number) {
  const navigate = useNavigate();
  return (values: BookingFormValues) => {
    saveDraft({ path, cityId, values });
    void navigate(loginPath(path));
  };
}
