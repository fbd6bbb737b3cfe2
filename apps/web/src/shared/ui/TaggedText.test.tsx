import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TaggedText } from './TaggedText';

describe('TaggedText', () => {
  it('makes each tagged part the element named for it, with the words inside', () => {
    const { container } = render(
      <p>
        <TaggedText
          text="I accept the <terms>Terms & Conditions</terms> and the <privacy>Privacy policy</privacy>."
          parts={{ terms: <a href="/term-condition" />, privacy: <a href="/privacy-policy" /> }}
        />
      </p>,
    );
    expect(container.textContent).toBe('I accept the Terms & Conditions and the Privacy policy.');
    expect(screen.getByRole('link', { name: 'Terms & Conditions' }).getAttribute('href')).toBe(
      '/term-condition',
    );
    expect(screen.getByRole('link', { name: 'Privacy policy' }).getAttribute('href')).toBe(
      '/privacy-policy',
    );
  });

  it('shows the words of a tag it has no element for, and a text without tags as it is', () => {
    const { container, rerender } = render(<TaggedText text="A <x>plain</x> word" parts={{}} />);
    expect(container.innerHTML).toBe('A plain word');
    rerender(<TaggedText text="No tags here" parts={{}} />);
    expect(container.innerHTML).toBe('No tags here');
  });
});
