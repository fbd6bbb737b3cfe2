import { describe, expect, it, vi } from 'vitest';
import { batchedRead } from './batched-read.ts';
import type { DbOrTrx } from './database.ts';

const root = { isTransaction: false } as unknown as DbOrTrx;
const transaction = { isTransaction: true } as unknown as DbOrTrx;

function squares(options: { maxKeys?: number; batches?: boolean } = {}) {
  const many = vi.fn(async (_db: DbOrTrx, keys: readonly number[]) => {
    return new Map(keys.filter((k) => k > 0).map((k) => [k, k * k]));
  });
  const single = vi.fn(async (_db: DbOrTrx, key: number) => (key > 0 ? key * key : undefined));
  const read = batchedRead({
    many,
    single,
    batches: () => options.batches ?? true,
    ...(options.maxKeys ? { maxKeys: options.maxKeys } : {}),
  });
  return { read, many, single };
}

describe('batchedRead', () => {
  it('answers the calls of one turn of the loop with one read of their distinct keys', async () => {
    const { read, many, single } = squares();
    const answers = await Promise.all([
      read(root, 2),
      read(root, 3),
      read(root, 2),
      read(root, -1),
    ]);
    expect(answers).toEqual([4, 9, 4, undefined]); // a key without a row: undefined
    expect(many).toHaveBeenCalledTimes(1);
    expect(many.mock.calls[0]?.[1]).toEqual([2, 3, -1]);
    expect(single).not.toHaveBeenCalled();
  });

  it('starts a new read for calls made after a batch went, so they see what committed since', async () => {
    const { read, many } = squares();
    expect(await read(root, 2)).toBe(4);
    expect(await read(root, 2)).toBe(4);
    expect(many).toHaveBeenCalledTimes(2);
  });

  it('reads inside a transaction at once, on the transaction, and where batches() says no', async () => {
    const inTransaction = squares();
    expect(await inTransaction.read(transaction, 5)).toBe(25);
    expect(inTransaction.single).toHaveBeenCalledWith(transaction, 5);
    expect(inTransaction.many).not.toHaveBeenCalled();

    const unbatched = squares({ batches: false });
    await Promise.all([unbatched.read(root, 1), unbatched.read(root, 2)]);
    expect(unbatched.single).toHaveBeenCalledTimes(2);
    expect(unbatched.many).not.toHaveBeenCalled();
  });

  it('sends a full batch at once and reads each batch once', async () => {
    const { read, many } = squares({ maxKeys: 2 });
    const answers = await Promise.all([read(root, 1), read(root, 2), read(root, 3)]);
    expect(answers).toEqual([1, 4, 9]);
    expect(many.mock.calls.map((call) => call[1])).toEqual([[1, 2], [3]]);
  });

  it('fails every call of a batch whose read failed, and the next batch reads again', async () => {
    const many = vi
      .fn<(db: DbOrTrx, keys: readonly number[]) => Promise<Map<number, number>>>()
      .mockRejectedValueOnce(new Error('connection lost'))
      .mockResolvedValue(new Map([[7, 49]]));
    const read = batchedRead({ many, single: vi.fn(), batches: () => true });
    const failed = await Promise.allSettled([read(root, 7), read(root, 8)]);
    expect(failed.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(await read(root, 7)).toBe(49);
  });
});
