import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaffMember } from '@fairfare/contracts/staff';
import { rememberOpsLanguage, speakOpsLanguage } from './language';

/**
 * Speaks the signed-in staff member's own language (decision 065) and remembers it in this
 * browser for the next sign-in page. Answers whether the screens may show: not before the
 * member's language is spoken once after sign-in (so they never flash in the sign-in page's
 * language); a later switch (the shell's picker) happens in place.
 */
export function useStaffLanguage(staff: Pick<StaffMember, 'staff_id' | 'language'> | undefined) {
  const { i18n } = useTranslation('ops');
  const [spokenFor, setSpokenFor] = useState<number | null>(null);
  const staffId = staff?.staff_id;
  const language = staff?.language;
  useEffect(() => {
    if (staffId === undefined || !language) return;
    rememberOpsLanguage(language);
    let live = true;
    void speakOpsLanguage(i18n, language).then(() => {
      if (live) setSpokenFor(staffId);
    });
    return () => {
      live = false;
    };
  }, [staffId, language, i18n]);
  return !language || spokenFor === staffId || i18n.language === language;
}
