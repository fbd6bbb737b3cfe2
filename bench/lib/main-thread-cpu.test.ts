import { describe, expect, it } from 'vitest';
import { mainThreadTime, type TraceEvent } from './main-thread-cpu.ts';

const PAGE = { pid: 7, tid: 7 };
const navigation: TraceEvent = {
  ...PAGE,
  name: 'navigationStart',
  ph: 'R',
  ts: 1_000,
  args: { data: { isLoadingMainFrame: true, documentLoaderURL: 'http://127.0.0.1:3000/booknow' } },
};
const fcp: TraceEvent = { ...PAGE, name: 'firstContentfulPaint', ph: 'R', ts: 100_000 };
/** A task at `atMs` lasting `wallMs` of which `cpuMs` on the CPU. */
const task = (atMs: number, wallMs: number, cpuMs: number, where = PAGE): TraceEvent => ({
  ...where,
  name: 'RunTask',
  ph: 'X',
  ts: atMs * 1000,
  dur: wallMs * 1000,
  tdur: cpuMs * 1000,
});

describe('mainThreadTime', () => {
  it('sets the wall time of the page’s tasks against their CPU time, from the first paint on', () => {
    const figures = mainThreadTime([
      navigation,
      fcp,
      task(50, 40, 30), // before the first paint: time, but no blocking
      task(200, 60, 20), // wall 240 → 190 blocking; CPU 80 → 30
      task(400, 10, 10), // 40 either way: not long
      task(500, 30, 30, { pid: 9, tid: 9 }), // another renderer: not the page's
    ]);
    expect(figures).toEqual({
      wallMs: 110,
      cpuMs: 60,
      onCpuShare: 60 / 110,
      tbtFromWallMs: 190,
      tbtFromCpuMs: 30,
    });
  });

  it('counts a nested run loop’s task once, inside its parent', () => {
    const figures = mainThreadTime([navigation, fcp, task(200, 100, 50), task(210, 20, 20)]);
    expect(figures?.wallMs).toBe(100);
    expect(figures?.tbtFromCpuMs).toBe(150);
  });

  it('gives nothing rather than a made-up figure without thread time, a paint or the page', () => {
    const noThreadTime = { ...task(200, 60, 20), tdur: undefined };
    expect(mainThreadTime([navigation, fcp, noThreadTime])).toBeUndefined();
    expect(mainThreadTime([navigation, task(200, 60, 20)])).toBeUndefined();
    const blank = {
      ...navigation,
      args: { data: { isLoadingMainFrame: true, documentLoaderURL: 'about:blank' } },
    };
    expect(mainThreadTime([blank, fcp, task(200, 60, 20)])).toBeUndefined();
  });
});
