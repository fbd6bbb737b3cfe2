import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { useSecondPass } from './useSecondPass';

describe('useSecondPass', () => {
  it('is false in the first render and its commit, then true in the next render', async () => {
    const seen: boolean[] = [];
    const committed: string[] = [];
    function Probe() {
      const second = useSecondPass();
      seen.push(second);
      return (
        <p ref={(el) => void (el && committed.push(el.textContent ?? ''))}>
          {second ? 'rest' : 'first'}
        </p>
      );
    }
    const container = document.createElement('div');
    const root = createRoot(container);
    await act(async () => root.render(<Probe />));
    expect(seen).toEqual([false, true]);
    expect(committed[0]).toBe('first');
    expect(container.textContent).toBe('rest');
    await act(async () => root.unmount());
  });
});
