import { useInfiniteQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { opsSearchPaths } from '@fairfare/contracts/ops-search';
import type { OpsRider } from '@fairfare/contracts/ops-support';
import { errorText } from '../../../shared/api/errorText';
import { FormAlert } from '../../../shared/ui/form/FormAlert';
import { TextField } from '../../../shared/ui/form/TextField';
import { ExportButton } from '../../shared/ExportButton';
import { OpsFilterForm } from '../../shared/OpsFilterForm';
import { OpsListPage, pagedListOf, type OpsColumn } from '../../shared/OpsListPage';
import { ridersQuery } from './api';
import { CreditApprovals } from './CreditApprovals';
import { useTranslation } from 'react-i18next';

/** The trip a typed number names ('1042', '#1042'), or null when it is not one. */
export function tripNumberOf(typed: string): number | null {
  const tripId = Number(typed.trim().replace(/^#/, ''));
  return Number.isInteger(tripId) && tripId >= 1 ? tripId : null;
}

const columnsOf = (t: TFunction): Array<OpsColumn<OpsRider>> => [
  {
    header: t('drivers.name'),
    cell: (rider) => <Link to={`riders/${rider.user_id}`}>{rider.name}</Link>,
  },
  { header: t('drivers.phone'), cell: (rider) => rider.phone },
  { header: t('staff.email'), cell: (rider) => rider.email ?? '—' },
];

/**
 * Find a rider by name, phone (any format) or e-mail, or open a trip by its number (or search
 * trips); below, the wallet credits waiting for a second staff member's approval.
 */
export function SupportSearch() {
  const { t } = useTranslation('ops');
  const navigate = useNavigate();
  const [query, setQuery] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const [tripAlert, setTripAlert] = useState<string | null>(null);
  // Nothing is looked up before the first search.
  const riders = useInfiniteQuery({ ...ridersQuery(query ?? ''), enabled: query !== null });

  const onFindRider = (fields: FormData) => {
    const typed = String(fields.get('query') ?? '').trim();
    if (typed.length < 2) return setAlert(t('support.queryTooShort'));
    setAlert(null);
    setQuery(typed);
  };
  const onOpenTrip = (fields: FormData) => {
    const tripId = tripNumberOf(String(fields.get('trip') ?? ''));
    if (tripId === null) return setTripAlert(t('support.tripNumberInvalid'));
    setTripAlert(null);
    void navigate(`trips/${tripId}`);
  };
  const list = pagedListOf(riders, (page) => page.riders, t('support.moreRiders'));

  return (
    <>
      <OpsListPage
        id="support-title"
        title={t('nav.support')}
        top={
          <>
            <div className="ops-columns">
              <OpsFilterForm
                label={t('support.findRider')}
                role="search"
                submit={t('support.findRiderSubmit')}
                noValidate
                onFilter={onFindRider}
              >
                <FormAlert>{alert}</FormAlert>
                <TextField
                  id="support-query"
                  name="query"
                  label={t('support.queryLabel')}
                  hint={t('support.queryHint')}
                  required
                />
              </OpsFilterForm>
              <OpsFilterForm
                label={t('support.findTrip')}
                role="search"
                submit={t('support.openTrip')}
                noValidate
                onFilter={onOpenTrip}
              >
                <FormAlert>{tripAlert}</FormAlert>
                <TextField
                  id="support-trip"
                  name="trip"
                  label={t('support.tripNumber')}
                  inputMode="numeric"
                  required
                />
              </OpsFilterForm>
            </div>
            <p>
              <Link to="/trips">{t('support.searchTripsLink')}</Link>
            </p>
            {query !== null && riders.data?.pages[0]?.riders.length ? (
              <ExportButton
                path={opsSearchPaths.exportRiders}
                filter={{ query }}
                filename="riders.csv"
                what={t('support.exportWhat')}
              />
            ) : null}
          </>
        }
        list={{ ...list, isPending: riders.isFetching && !riders.isFetchingNextPage }}
        texts={{
          loading: t('support.lookingForRider'),
          failed: riders.error ? errorText(riders.error) : '',
          empty: t('support.noRider'),
          caption: t('support.ridersCaption'),
        }}
        columns={columnsOf(t)}
        rowKey={(rider) => rider.user_id}
      />
      <CreditApprovals />
    </>
  );
}
