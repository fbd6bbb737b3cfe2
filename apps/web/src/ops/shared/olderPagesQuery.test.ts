import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiPost } from '../../shared/api/client';
import { olderPagesQuery } from './olderPagesQuery';

vi.mock('../../shared/api/client', () => ({ apiPost: vi.fn() }));

const post = vi.mocked(apiPost);

describe('olderPagesQuery', () => {
  beforeEach(() => post.mockReset());

  it('asks for the first page with the filter alone, then for the rows before the last one', async () => {
    post
      .mockResolvedValueOnce({ rows: [3, 2], next_before_id: 2 })
      .mockResolvedValueOnce({ rows: [1], next_before_id: null });
    const query = olderPagesQuery(['test', 'list'], '/list', { mine: true });

    // Two pages at once, as "Older …" would fetch the second after the first.
    const data = await new QueryClient().fetchInfiniteQuery({ ...query, pages: 2 });

    expect(post).toHaveBeenNthCalledWith(1, '/list', { mine: true }, expect.anything());
    expect(post).toHaveBeenNthCalledWith(
      2,
      '/list',
      { mine: true, before_id: 2 },
      expect.anything(),
    );
    expect(data.pageParams).toEqual([undefined, 2]);
    expect(query.getNextPageParam(data.pages[1]!, data.pages, 2, data.pageParams)).toBeUndefined();
  });

  it('keeps the options it is given', () => {
    expect(olderPagesQuery(['test'], '/list', {}, { staleTime: 0 }).staleTime).toBe(0);
  });
});
