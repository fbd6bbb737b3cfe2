import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../shared/hooks/useDocumentTitle';
import { LoadError } from '../../shared/ui/LoadError';
import { Spinner } from '../../shared/ui/Spinner';
import { useUser } from './api/get-user';
import { AccountSummary } from './components/AccountSummary';
import { LogoutButton } from './components/LogoutButton';
import { ProfileForm } from './components/ProfileForm';
import { SavedPlaces } from './components/SavedPlaces';
import { TripHistory } from './components/TripHistory';
import { TrustedContacts } from './components/TrustedContacts';
import { UpcomingRides } from './components/UpcomingRides';
import './profile.css';
import './savedPlaces.css';

/**
 * /profile, My Account (docs/product/screens.md): the rider's details and wallet, the profile form, the saved
 * places (issue 14), the trip history, the saved cards entry and log out. Shown only to a
 * logged-in rider (app/RequireLogin).
 */
export function ProfilePage() {
  // 'ride' holds the rating's texts (domain/rating) and the cancel popup's: loaded with the page,
  // so that a rated trip or a popup does not suspend the page to fetch them later; 'places' names
  // the saved places and holds the place search's texts; 'payments' the wallet top-up's saved
  // cards and card form, which would otherwise each show a spinner of their own
  // (WaitsForTexts) while their texts load.
  const { t } = useTranslation(['profile', 'trips', 'ride', 'places', 'payments']);
  useDocumentTitle(t('title'));
  const user = useUser();

  return (
    <section className="container page profile-page" aria-labelledby="profile-title">
      <div className="profile-page__header">
        <h1 id="profile-title">{t('title')}</h1>
        <LogoutButton />
      </div>

      {user.isPending ? (
        <Spinner inline label={t('loading')} />
      ) : user.isError ? (
        <LoadError message={t('loadError')} onRetry={() => void user.refetch()} />
      ) : (
        <div className="profile-grid">
          <div className="profile-grid__side">
            <AccountSummary user={user.data} />
          </div>
          <ProfileForm key={user.data.user_id} user={user.data} />
        </div>
      )}

      <SavedPlaces />
      <UpcomingRides />
      <TrustedContacts />
      <TripHistory />
    </section>
  );
}
