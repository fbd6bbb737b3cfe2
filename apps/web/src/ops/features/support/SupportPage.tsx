import { Route, Routes } from 'react-router';
import { RiderPage } from './RiderPage';
import { SupportSearch } from './SupportSearch';
import { TripPage } from './TripPage';

/** Riders and trips (issue 30): the searches, a rider's page, a trip's page. */
export function SupportPage() {
  return (
    <Routes>
      <Route index element={<SupportSearch />} />
      <Route path="riders/:userId" element={<RiderPage />} />
      <Route path="trips/:tripId" element={<TripPage />} />
    </Routes>
  );
}
