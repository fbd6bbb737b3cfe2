import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../i18n/i18n';
import { LiveClock } from './LiveClock';

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2024-12-31T23:59:58Z') });
});

afterEach(async () => {
  vi.useRealTimers();
  await changeLanguage('en');
});

const clock = (name = 'Local time') => screen.getByRole('timer', { name });
/** The time the clock shows, as its machine-readable `dateTime` says it (no offset). */
const machine = (el: HTMLElement) => el.getAttribute('dateTime')?.slice(0, 19);

describe('LiveClock', () => {
  it('shows UTC while there is no offset, and refreshes every second', () => {
    render(<LiveClock tzOffset={undefined} />);
    expect(machine(clock())).toBe('2024-12-31 23:59:58');
    expect(clock().getAttribute('dateTime')).toBe('2024-12-31 23:59:58+00:00');
    act(() => vi.advanceTimersByTime(999));
    expect(machine(clock())).toBe('2024-12-31 23:59:58');
    act(() => vi.advanceTimersByTime(1));
    expect(machine(clock())).toBe('2024-12-31 23:59:59');
    act(() => vi.advanceTimersByTime(1000));
    expect(machine(clock())).toBe('2025-01-01 00:00:00');
  });

  it('starts with an empty display and fills it in at once on mount', () => {
    // before any effect has run (what a server render shows): an empty clock
    const first = renderToString(<LiveClock tzOffset={-5} />);
    expect(first).toMatch(/<time[^>]*><\/time>/);
    expect(first).not.toContain('dateTime');
    // mounted: the first refresh runs at once, without waiting a second
    render(<LiveClock tzOffset={-5} />);
    expect(machine(clock())).toBe('2024-12-31 18:59:58');
  });

  it('takes the offset when it arrives, replacing 0', () => {
    const { rerender } = render(<LiveClock tzOffset={undefined} label="Local time in London" />);
    expect(machine(clock('Local time in London'))).toBe('2024-12-31 23:59:58');
    rerender(<LiveClock tzOffset={-5} label="Local time in London" />);
    expect(machine(clock('Local time in London'))).toBe('2024-12-31 18:59:58');
    expect(clock('Local time in London').getAttribute('dateTime')).toBe(
      '2024-12-31 18:59:58-05:00',
    );
    rerender(<LiveClock tzOffset={5.5} label="Local time in London" />);
    expect(machine(clock('Local time in London'))).toBe('2025-01-01 05:29:58');
    act(() => vi.advanceTimersByTime(2000));
    expect(machine(clock('Local time in London'))).toBe('2025-01-01 05:30:00');
  });

  it('is not announced every second', () => {
    render(<LiveClock tzOffset={0} />);
    expect(clock().getAttribute('aria-live')).toBe('off');
    expect(clock().tagName).toBe('TIME');
  });

  it('stops its interval when it goes away', () => {
    const { unmount } = render(<LiveClock tzOffset={0} />);
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('keeps a single interval when the offset changes', () => {
    const { rerender } = render(<LiveClock tzOffset={undefined} />);
    rerender(<LiveClock tzOffset={-5} />);
    rerender(<LiveClock tzOffset={-4} />);
    expect(vi.getTimerCount()).toBe(1);
  });

  it("writes the city's date and time the rider's language's way, never YYYY-MM-DD (issue 38)", async () => {
    render(<LiveClock tzOffset={-5} />);
    expect(clock().textContent).toMatch(/^Dec 31, 2024,? 6:59:58\sPM$/);
    await act(() => changeLanguage('es'));
    expect(screen.getByRole('timer').textContent).toMatch(/^31 dic 2024,? 18:59:58$/);
    await act(() => changeLanguage('fr'));
    expect(screen.getByRole('timer').textContent).toMatch(/^31 déc\. 2024,? 18:59:58$/);
    expect(screen.getByRole('timer').textContent).not.toMatch(/\d{4}-\d\d-\d\d/);
  });

  it('has a translated default name', async () => {
    await changeLanguage('es');
    render(<LiveClock tzOffset={0} />);
    expect(screen.getByRole('timer', { name: 'Hora local' })).toBeDefined();
    await act(() => changeLanguage('fr'));
    expect(screen.getByRole('timer', { name: 'Heure locale' })).toBeDefined();
  });
});
