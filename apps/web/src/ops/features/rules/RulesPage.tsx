import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { LoadError } from '../../../shared/ui/LoadError';
import { Spinner } from '../../../shared/ui/Spinner';
import { CityPicker } from '../../shared/CityPicker';
import { staffSessionQuery } from '../../shared/session';
import { categoriesQuery, cityRulesQuery } from './api';
import { CategoriesSection } from './CategoriesSection';
import { CreditLimitForm } from './CreditLimitForm';
import { FaresSection } from './FaresSection';
import { GeofenceSection } from './GeofenceSection';
import { PayOptionsForm } from './PayOptionsForm';
import { PromosSection } from './PromosSection';
import { useTranslation } from 'react-i18next';

/**
 * City rules (issue 30 "Cities and money rules"; city managers for their cities, admins for all):
 * fares per category, payment options, the wallet credit limit (admins change it), promo codes
 * and the geofence of the chosen city, and the
 * categories. Every change is checked, scoped and audited by the service, and applies to new
 * bookings only.
 */
export function RulesPage() {
  const { t } = useTranslation('ops');
  const [cityId, setCityId] = useState<number | null>(null);
  const session = useQuery(staffSessionQuery);
  const isAdmin = session.data?.staff?.role === 'admin';
  const rules = useQuery({ ...cityRulesQuery(cityId ?? 0), enabled: cityId !== null });
  const categories = useQuery(categoriesQuery);

  return (
    <section aria-labelledby="rules-title" className="ops-rules">
      <h1 id="rules-title">{t('nav.rules')}</h1>
      <CityPicker id="rules-city" cityId={cityId} onPick={setCityId} />
      {cityId !== null && rules.isPending ? <Spinner inline label={t('rules.loading')} /> : null}
      {rules.isError ? (
        <LoadError message={t('rules.failed')} onRetry={() => void rules.refetch()} />
      ) : null}
      {categories.isError ? (
        <LoadError
          message={t('rules.categoriesFailed')}
          onRetry={() => void categories.refetch()}
        />
      ) : null}
      {rules.data && categories.data ? (
        <>
          <FaresSection rules={rules.data} categories={categories.data} />
          <PayOptionsForm rules={rules.data} />
          <CreditLimitForm rules={rules.data} isAdmin={isAdmin} />
          <PromosSection rules={rules.data} categories={categories.data} isAdmin={isAdmin} />
          <GeofenceSection key={rules.data.city_id} rules={rules.data} />
          <CategoriesSection categories={categories.data} isAdmin={isAdmin} />
        </>
      ) : null}
    </section>
  );
}
