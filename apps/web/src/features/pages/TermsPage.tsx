import { LegalPage } from './LegalPage';

/** `/term-condition`: Terms & conditions. */
export function TermsPage() {
  return <LegalPage doc="terms" />;
}
