import { LegalPage } from './LegalPage';

/** `/privacy-policy`: Privacy policy. */
export function PrivacyPage() {
  return <LegalPage doc="privacy" />;
}
