import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { OpenRequest } from '@fairfare/contracts/drivers';
import { useNow } from '../../../shared/hooks/useNow';
import { LoadError } from '../../../shared/ui/LoadError';
import { Spinner } from '../../../shared/ui/Spinner';
import { driverApi } from '../../shared/driverApi';
import { useNewsEntries } from '../../shared/newsStore';
import type { DriverNews } from '../../shared/pushNews';
import { openRequestsKey } from '../../shared/queryKeys';
import { RequestCard } from './RequestCard';

/** Pushes bring requests at once; the list is also read again this often, in case one is missed. */
const REFRESH_MS = 15_000;
/** How long the news of a request that left the list stays in its place. */
const ENDED_NEWS_MS = 20_000;

/** News that ends a request for this driver: said in words where its card was. */
const ENDING = new Set<DriverNews['kind']>(['declined', 'lost', 'expired', 'withdrawn']);

/**
 * The open requests near the online driver, nearest first, as cards; a request that ends (the
 * rider declined, another driver won, it expired) leaves the list with a line saying so.
 */
export function RequestList() {
  const { t } = useTranslation('drive');
  const requests = useQuery({
    queryKey: openRequestsKey,
    queryFn: ({ signal }) => driverApi.openRequests(signal),
    refetchInterval: REFRESH_MS,
  });
  const ended = useEndedRequests(requests.data?.requests);

  if (requests.isPending) return <Spinner label={t('requests.loading')} inline />;
  if (requests.isError)
    return <LoadError message={t('requests.loadFailed')} onRetry={() => void requests.refetch()} />;
  const list = requests.data.requests;
  return (
    <section className="drive-requests" aria-labelledby="drive-requests-title">
      <h2 id="drive-requests-title" className="drive-section-title">
        {t('requests.title', { count: list.length })}
      </h2>
      <ul className="drive-ended" aria-live="polite">
        {ended.map(({ news, request }) => (
          <li key={news.trip_id} className="drive-ended__item">
            {t(`news.${news.kind}`, {
              name: request.rider_first_name || t('requests.theRider'),
              place: request.trip_from_loc,
            })}
          </li>
        ))}
      </ul>
      {list.length === 0 ? (
        <p className="drive-empty">{t('requests.none')}</p>
      ) : (
        <ul className="drive-requests__list">
          {list.map((request) => (
            <li key={request.trip_id}>
              <RequestCard request={request} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * The requests that left the list with news that explains why (declined, lost, expired), for a
 * little while: the driver reads what happened instead of seeing a card vanish.
 */
function useEndedRequests(current: OpenRequest[] | undefined) {
  const entries = useNewsEntries();
  const now = useNow(5_000);
  const open = new Set((current ?? []).map((r) => r.trip_id));
  return entries.flatMap(({ news, at, request }) =>
    request && ENDING.has(news.kind) && now - at < ENDED_NEWS_MS && !open.has(news.trip_id)
      ? [{ news, request }]
      : [],
  );
}
