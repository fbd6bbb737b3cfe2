import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders';
import { DriveWithUsPage } from './DriveWithUsPage';

describe('Drive with FairFare', () => {
  it('explains how to become a driver and leads to the application in the driver app', async () => {
    renderWithProviders(<DriveWithUsPage />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Drive with FairFare' }),
    ).toBeDefined();
    expect(screen.getByRole('heading', { name: 'How to become a driver' })).toBeDefined();
    const links = screen.getAllByRole('link', { name: 'Apply to drive' });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/drive/apply',
      '/drive/apply',
    ]);
  });
});
