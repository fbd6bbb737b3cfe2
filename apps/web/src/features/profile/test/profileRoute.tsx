import { ToastContainer } from 'react-toastify';
import { ProfilePage } from '../ProfilePage';

/** My Account at /profile with the toasts, as the account suites render it. */
export const PROFILE_ROUTE = {
  path: '/profile',
  element: (
    <>
      <ProfilePage />
      <ToastContainer />
    </>
  ),
};
