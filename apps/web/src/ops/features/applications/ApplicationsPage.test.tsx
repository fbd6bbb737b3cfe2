import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API_BASE } from '@fairfare/contracts/api';
import {
  opsApplicationPaths,
  type OpsApplication,
  type OpsApplicationDetail,
} from '@fairfare/contracts/driver-applications';
import { failed, ok, stubApiCalls } from '../../../test/apiCalls';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { ApplicationsPage } from './ApplicationsPage';

const application: OpsApplication = {
  application_id: 7,
  status: 'pending',
  name: 'Nadia Newdriver',
  phone: '+1 5195550781',
  city_id: 14,
  city_name: 'London',
  category_id: 1,
  category_name: 'Economy',
  car: 'White Toyota Prius',
  car_year: 2024,
  car_number: 'CKAB 123',
  language: 'en',
  submitted_at: Date.UTC(2026, 10, 28, 9),
  reviewed_at: null,
  reject_reason: null,
  driver_id: null,
};
const detail: OpsApplicationDetail = {
  application,
  documents: [
    { document_id: 1, kind: 'photo', content_type: 'image/png', size_bytes: 2048, uploaded_at: 1 },
    {
      document_id: 2,
      kind: 'licence',
      content_type: 'application/pdf',
      size_bytes: 90_000,
      uploaded_at: 1,
    },
  ],
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the applications screens', () => {
  it('pages back through older applications and exports the status shown', async () => {
    const older = { ...application, application_id: 3, name: 'Omar Olderapplicant' };
    const api = stubApiCalls({
      [opsApplicationPaths.list]: (body: { before_id?: number }) =>
        body.before_id === 7
          ? ok({ applications: [older], next_before_id: null })
          : ok({ applications: [application], next_before_id: 7 }),
      [opsApplicationPaths.export]: () => failed(403, 'You are not allowed to do that.'),
    });
    const user = userEvent.setup();
    renderWithProviders(<ApplicationsPage />, { path: '/' });
    expect(await screen.findByRole('rowheader', { name: /Nadia Newdriver/ })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'More applications' }));
    expect(await screen.findByRole('rowheader', { name: /Omar Olderapplicant/ })).toBeTruthy();
    expect(screen.getByRole('rowheader', { name: /Nadia Newdriver/ })).toBeTruthy();
    expect(api.callsTo(opsApplicationPaths.list).at(-1)?.body).toEqual({
      status: 'pending',
      before_id: 7,
    });
    expect(screen.queryByRole('button', { name: 'More applications' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Export applications as CSV' }));
    expect((await screen.findByRole('alert')).textContent).toBe('You are not allowed to do that.');
    expect(api.callsTo(opsApplicationPaths.export)[0]?.body).toEqual({ status: 'pending' });
  });

  it('lists pending applications and shows one with its documents: images inline, PDFs as links', async () => {
    const api = stubApiCalls({
      [opsApplicationPaths.list]: () => ok({ applications: [application], next_before_id: null }),
      [opsApplicationPaths.detail]: () => ok(detail),
      [opsApplicationPaths.approve]: () =>
        ok({ ...application, status: 'approved', driver_id: 99 }),
    });
    renderWithProviders(<ApplicationsPage />, { path: '/' });
    await userEvent.click(
      await screen.findByRole('link', { name: 'Review the application of Nadia Newdriver' }),
    );
    expect(api.callsTo(opsApplicationPaths.list)[0]?.body).toEqual({ status: 'pending' });
    const photo = await screen.findByRole('img', { name: 'Photo of Nadia Newdriver' });
    expect(photo.getAttribute('src')).toBe(`${API_BASE}/opsapi/applicationdocument/1`);
    expect(
      screen
        .getByRole('link', { name: 'Open the driving licence (PDF, 88 KB)' })
        .getAttribute('href'),
    ).toBe(`${API_BASE}/opsapi/applicationdocument/2`);

    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    expect(
      await screen.findByText('Approved: Nadia Newdriver can now sign in to the driver app.'),
    ).toBeTruthy();
    expect(api.callsTo(opsApplicationPaths.approve)[0]?.body).toEqual({ application_id: 7 });
  });

  it("rejects with a reason, and shows the service's refusal", async () => {
    const api = stubApiCalls({
      [opsApplicationPaths.list]: () => ok({ applications: [application], next_before_id: null }),
      [opsApplicationPaths.detail]: () => ok(detail),
      [opsApplicationPaths.reject]: (body) =>
        String(body.reason).length < 3
          ? failed(400, 'ops.reasonRequired')
          : ok({ ...application, status: 'rejected', reject_reason: String(body.reason) }),
    });
    renderWithProviders(<ApplicationsPage />, { path: '/7' });
    await userEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    await userEvent.click(screen.getByRole('button', { name: 'Reject application' }));
    expect(await screen.findByText('Please give a reason (at least 3 characters).')).toBeTruthy();
    await userEvent.type(screen.getByLabelText(/Reason/), 'Insurance expired');
    await userEvent.click(screen.getByRole('button', { name: 'Reject application' }));
    expect(
      await screen.findByText('Rejected: Nadia Newdriver was texted the reason.'),
    ).toBeTruthy();
    expect(api.callsTo(opsApplicationPaths.reject).at(-1)?.body).toEqual({
      application_id: 7,
      reason: 'Insurance expired',
    });
  });
});
