import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { User } from '@fairfare/contracts/users';
import { useFormatMoney } from '../../../shared/hooks/useFormatMoney';
import { WalletTopUp } from './WalletTopUp';
import { Fact } from '../../../shared/ui/Fact';
import { PhoneNumber } from '../../../shared/phone/useFormattedPhone';

/**
 * The rider's details and wallet balance (docs/product/data.md User: u_wallet), with the saved cards link and
 * the wallet top-up.
 */
export function AccountSummary({ user }: { user: User }) {
  const { t } = useTranslation('profile');
  const formatMoney = useFormatMoney();
  return (
    <>
      <section className="panel profile-card" aria-labelledby="profile-details-title">
        <h2 id="profile-details-title">{t('details.title')}</h2>
        <dl className="profile-facts">
          <Fact label={t('details.name')}>{`${user.first_name} ${user.last_name}`}</Fact>
          <Fact label={t('details.email')}>{user.email ?? t('details.noEmail')}</Fact>
          <Fact label={t('details.phone')}>
            <PhoneNumber number={`${user.phone_code}${user.phone}`} />
          </Fact>
          <Fact label={t('details.language')}>
            {t(`language.names.${user.language}`, { ns: 'common' })}
          </Fact>
        </dl>
      </section>

      <section className="panel profile-card profile-wallet" aria-labelledby="profile-wallet-title">
        <h2 id="profile-wallet-title">{t('wallet.title')}</h2>
        <dl className="profile-facts">
          <div>
            <dt>{t('wallet.balance')}</dt>
            <dd className="profile-wallet__balance">
              {formatMoney(user.u_wallet, user.wallet_currency)}
            </dd>
          </div>
        </dl>
        <Link className="button button--secondary" to="/Checkout">
          {t('wallet.savedCards')}
        </Link>
        <WalletTopUp user={user} />
      </section>
    </>
  );
}
