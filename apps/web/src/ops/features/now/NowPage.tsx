import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { CityNow } from '@fairfare/contracts/city-now';
import { LoadError } from '../../../shared/ui/LoadError';
import { Spinner } from '../../../shared/ui/Spinner';
import { staffCitiesQuery } from '../../shared/cities';
import { CityPicker } from '../../shared/CityPicker';
import { formatMoney } from '../../shared/formatMoney';
import { cityOffset, formatTime } from '../../shared/formatTime';
import { LazyOpsMap } from '../../shared/map/LazyOpsMap';
import { geofencesQuery, useCityNow } from './api';
import { marksOf } from './marks';
import { NowTables } from './NowTables';
import { useTranslation } from 'react-i18next';

function Figures({ now }: { now: CityNow }) {
  const { t } = useTranslation('ops');
  const busy = now.online_drivers.filter((d) => d.busy).length;
  return (
    <dl className="ops-figures">
      <div>
        <dt>{t('now.openRequests')}</dt>
        <dd>{now.open_requests.length}</dd>
      </div>
      <div>
        <dt>{t('now.ridesUnderWay')}</dt>
        <dd>{now.active_trips.length}</dd>
      </div>
      <div>
        <dt>{t('now.onlineDrivers')}</dt>
        <dd>{t('now.onlineCount', { n: now.online_drivers.length, busy })}</dd>
      </div>
      <div>
        <dt>{t('now.ridesToday')}</dt>
        <dd>{now.today.rides}</dd>
      </div>
      <div>
        <dt>{t('now.paidToday')}</dt>
        <dd>{formatMoney(now.today.money, now.currency)}</dd>
      </div>
    </dl>
  );
}

/**
 * Now (issue 30): what is happening in a city at this moment, pushed over the back office's own
 * Socket.IO namespace: open requests, rides under way, online drivers on a map, and today's rides
 * and money. The map pictures what the figures and tables say.
 */
/** `text` ended as a sentence: Canadian English times end with one already ("10:19 a.m."). */
function sentence(text: string): string {
  return text.endsWith('.') ? text : `${text}.`;
}

export function NowPage() {
  const { t } = useTranslation('ops');
  const [cityId, setCityId] = useState<number | null>(null);
  const cities = useQuery(staffCitiesQuery);
  const city = cities.data?.find((c) => c.city_id === cityId);
  const { snapshot, live } = useCityNow(cityId);
  const now = snapshot.data;
  const marks = useMemo(() => (now ? marksOf(now, t) : []), [now, t]);
  const centre = now?.online_drivers[0] ?? now?.open_requests[0];
  // the city's service area, outlined under the marks (none for a city without one)
  const geofences = useQuery(geofencesQuery);
  const geofence =
    cityId === null ? null : (geofences.data?.[String(cityId)]?.geofence_json ?? null);

  return (
    <section aria-labelledby="now-title" className="ops-now">
      <h1 id="now-title">{city ? t('now.titleIn', { city: city.city_name }) : t('nav.now')}</h1>
      <CityPicker id="now-city" cityId={cityId} onPick={setCityId} />
      {cityId !== null ? (
        <p className="ops-hint">
          {/* only the connection's state is announced, not the time of every push */}
          <span role="status">{t(`now.live.${live}`)}</span>
          {now
            ? ` ${t('now.asOf', { at: sentence(formatTime(now.at, cityOffset(now.city_id))) })}`
            : ''}
        </p>
      ) : null}
      {cityId !== null && snapshot.isPending ? <Spinner inline label={t('now.loading')} /> : null}
      {snapshot.isError ? (
        <LoadError message={t('now.failed')} onRetry={() => void snapshot.refetch()} />
      ) : null}
      {now ? (
        <>
          <Figures now={now} />
          {centre ? (
            <>
              <LazyOpsMap
                key={now.city_id} // another city: its own centre and frame
                label={t('now.mapLabel', { city: city?.city_name ?? t('now.theCity') })}
                center={centre}
                geofence={geofence}
                marks={marks}
                frameFirstMarks
              />
              {geofence ? <p className="ops-hint">{t('now.outline')}</p> : null}
            </>
          ) : (
            <p>{t('now.nothing')}</p>
          )}
          <NowTables now={now} />
        </>
      ) : null}
    </section>
  );
}
