import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SubmitButton } from './SubmitButton';

describe('SubmitButton', () => {
  it('is disabled in the HTML the service renders, so the browser cannot submit before hydration', () => {
    const html = renderToString(
      <SubmitButton className="button" sending={false}>
        Send code
      </SubmitButton>,
    );
    expect(html).toMatch(/<button[^>]*disabled/);
    // and, without JavaScript, it stays so: a note says why
    expect(html).toContain(
      '<noscript><p class="notice">This form needs JavaScript: turn it on in your browser to send it.</p></noscript>',
    );
  });

  it('is enabled in the browser, and disabled while the form sends', () => {
    const { rerender } = render(
      <SubmitButton className="button" sending={false}>
        Send code
      </SubmitButton>,
    );
    expect(screen.getByRole('button', { name: 'Send code' })).toHaveProperty('disabled', false);
    rerender(
      <SubmitButton className="button" sending>
        Send code
      </SubmitButton>,
    );
    expect(screen.getByRole('button', { name: 'Send code' })).toHaveProperty('disabled', true);
  });
});
