import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PhoneNumber } from './useFormattedPhone';

describe('a phone number shown with the formatter loaded on first use', () => {
  it('shows the number as it came, then grouped once the formatter is there', async () => {
    render(<PhoneNumber number="+15195557001" />);
    expect(screen.getByText('+15195557001')).toBeDefined();
    expect(await screen.findByText('+1 519 555 7001')).toBeDefined();
  });

  // after the test above, in the same module: the formatter is there
  it('formats at once once the formatter was loaded, and leaves an empty number empty', async () => {
    const { container } = render(
      <p>
        <PhoneNumber number="+33612345678" />|<PhoneNumber number="" />
      </p>,
    );
    expect(container.textContent).toBe('+33 6 12 34 56 78|');
  });
});
