import {
  opsSearchPaths,
  type FindTripsRequest,
  type OpsTripRow,
} from '@fairfare/contracts/ops-search';
import { olderPagesQuery, type OlderPage } from '../../shared/olderPagesQuery';

interface TripsPage extends OlderPage {
  trips: OpsTripRow[];
}

/** Trips under `filter`, newest first, a page at a time ("More trips"). */
export function tripsQuery(filter: FindTripsRequest) {
  return olderPagesQuery<TripsPage>(['ops', 'trips', filter], opsSearchPaths.trips, filter);
}
