import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../shared/i18n/i18n';
import { makeDriver } from '../test/fixtures';
import { DriverCard } from './DriverCard';

afterEach(async () => {
  await changeLanguage('en');
});

function renderCard() {
  return render(<DriverCard driver={makeDriver({ d_rating: 4 })} distanceKm={3.48} etaMin={2} />);
}

describe('DriverCard numbers', () => {
  it('writes the distance and the rating the English way', () => {
    renderCard();
    expect(screen.getByText('3.48 km to the pickup')).toBeDefined();
    expect(screen.getByText('2 min away')).toBeDefined();
    expect(screen.getByText('★ 4.0')).toBeDefined();
    expect(screen.getByText('Rating 4.0 out of 5')).toBeDefined();
  });

  it.each([
    ['es', 'A 3,48 km del punto de recogida', 'Valoración 4,0 de 5'],
    ['fr', 'À 3,48 km du point de prise en charge', 'Note 4,0 sur 5'],
  ] as const)('writes them the %s way', async (language, distance, rating) => {
    await changeLanguage(language);
    renderCard();
    expect(screen.getByText(distance)).toBeDefined();
    expect(screen.getByText('★ 4,0')).toBeDefined();
    expect(screen.getByText(rating)).toBeDefined();
  });

  it('says a car type it knows in French and any other as it came', async () => {
    await changeLanguage('fr');
    render(
      <DriverCard
        driver={makeDriver({ car_name: 'Sedan', car_model: 'Corolla', car_make: 'Toyota' })}
        distanceKm={null}
        etaMin={null}
      />,
    );
    expect(screen.getByText('Berline · Corolla · Toyota')).toBeDefined();
  });
});
