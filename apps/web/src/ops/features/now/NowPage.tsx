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
import { geofencesQuery, useCityNow, type LiveState } from './api';
import { marksOf } from './marks';
import { NowTables } from './NowTables';

const liveText: Record<LiveState, string> = {
  connecting: 'Connecting to live updates…',
  live: 'Live: updates as they happen.',
  offline: 'Live updates are paused; showing the last view.',
};

function Figures({ now }: { now: CityNow }) {
  const busy = now.online_drivers.filter((d) => d.busy).length;
  return (
    <dl className="ops-figures">
      <div>
        <dt>Open requests</dt>
        <dd>{now.open_requests.length}</dd>
      </div>
      <div>
        <dt>Rides under way</dt>
        <dd>{now.active_trips.length}</dd>
      </div>
      <div>
        <dt>Online drivers</dt>
        <dd>
          {now.online_drivers.length} ({busy} busy)
        </dd>
      </div>
      <div>
        <dt>Rides today</dt>
        <dd>{now.today.rides}</dd>
      </div>
      <div>
        <dt>Paid today</dt>
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
  const [cityId, setCityId] = useState<number | null>(null);
  const cities = useQuery(staffCitiesQuery);
  const city = cities.data?.find((c) => c.city_id === cityId);
  const { snapshot, live } = useCityNow(cityId);
  const now = snapshot.data;
  const marks = useMemo(() => (now ? marksOf(now) : []), [now]);
  const centre = now?.online_drivers[0] ?? now?.open_requests[0];
  // the city's service area, outlined under the marks (none for a city without one)
  const geofences = useQuery(geofencesQuery);
  const geofence =
    cityId === null ? null : (geofences.data?.[String(cityId)]?.geofence_json ?? null);

  return (
    <section aria-labelledby="now-title" className="ops-now">
      <h1 id="now-title">Now{city ? ` in ${city.city_name}` : ''}</h1>
      <CityPicker id="now-city" cityId={cityId} onPick={setCityId} />
      {cityId !== null ? (
        <p className="ops-hint">
          {/* only the connection's state is announced, not the time of every push */}
          <span role="status">{liveText[live]}</span>
          {now ? ` As of ${sentence(formatTime(now.at, cityOffset(now.city_id)))}` : ''}
        </p>
      ) : null}
      {cityId !== null && snapshot.isPending ? (
        <Spinner inline label="Loading the city now" />
      ) : null}
      {snapshot.isError ? (
        <LoadError message="The live view did not load." onRetry={() => void snapshot.refetch()} />
      ) : null}
      {now ? (
        <>
          <Figures now={now} />
          {centre ? (
            <>
              <LazyOpsMap
                key={now.city_id} // another city: its own centre and frame
                label={`Drivers and requests in ${city?.city_name ?? 'the city'}`}
                center={centre}
                geofence={geofence}
                marks={marks}
                frameFirstMarks
              />
              {geofence ? (
                <p className="ops-hint">The outline is the city&apos;s service area.</p>
              ) : null}
            </>
          ) : (
            <p>No driver is online and no request is open.</p>
          )}
          <NowTables now={now} />
        </>
      ) : null}
    </section>
  );
}
