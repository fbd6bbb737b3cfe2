import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { PostSummary } from '@fairfare/contracts/content';
import { PostCard } from './PostCard';

const post = {
  post_id: 7,
  kind: 'blog',
  slug: 'fair-fares',
  title: 'Fair fares',
  excerpt: 'Name your price.',
  image_path: '/images/content/fair-fares.svg',
  lang: 'en',
  published_at: Date.UTC(2025, 0, 2),
} as unknown as PostSummary;

function card(first?: boolean) {
  render(
    <MemoryRouter>
      <PostCard post={post} first={first} />
    </MemoryRouter>,
  );
  return screen.getByRole('img', { name: 'Fair fares' });
}

describe('PostCard', () => {
  it('loads the first card’s image at once, with priority (the largest paint of a list)', () => {
    const image = card(true);
    expect(image.getAttribute('loading')).toBe('eager');
    expect(image.getAttribute('fetchpriority')).toBe('high');
    expect(image.getAttribute('width')).toBe('640');
    expect(image.getAttribute('height')).toBe('360');
  });

  it('loads the others when they are scrolled to', () => {
    const image = card();
    expect(image.getAttribute('loading')).toBe('lazy');
    expect(image.getAttribute('fetchpriority')).toBe('auto');
  });
});
