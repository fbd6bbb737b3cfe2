import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DatabaseSync } from 'node:sqlite';
import { describe, expect, it } from 'vitest';
import { startStallProbe } from './stall-probe.ts';
import { summariseProbe, summariseProfile, type CpuProfile } from './stall-report.ts';

const frame = (functionName: string) => ({ functionName, url: 'file:///x/y.ts', lineNumber: 0 });

describe('summariseProfile', () => {
  it('ranks self and inclusive time and finds the longest stretch under a function', () => {
    const profile: CpuProfile = {
      nodes: [
        { id: 1, callFrame: frame('(root)'), children: [2] },
        { id: 2, callFrame: frame('runDue'), children: [3] },
        { id: 3, callFrame: frame('query') },
      ],
      samples: [3, 3, 2, 1, 3],
      timeDeltas: [1000, 1000, 1000, 1000, 1000],
      startTime: 0,
    };
    const lines = summariseProfile(profile, /runDue/);
    expect(lines[0]).toBe('5 samples');
    expect(lines[2]).toBe('   60.0 % query x/y.ts:1');
    expect(lines).toContain('   80.0 % runDue x/y.ts:1');
    expect(lines.at(-1)).toBe('longest stretches under /runDue/: 3.0 ms at 0.0 s');
  });
});

describe('the stall probe', () => {
  it('records a blocked loop, a statement and the measured window between two metrics reads', async () => {
    const probe = startStallProbe();
    const server = createServer((_req, res) => res.end('{}'));
    try {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/dev/metrics`;
      await fetch(url);
      const db = new DatabaseSync(':memory:');
      db.prepare('select 1 as one').all();
      db.close();
      await new Promise((resolve) => setTimeout(resolve, 10));
      const until = performance.now() + 60;
      while (performance.now() < until); // the loop is held 60 ms
      await new Promise((resolve) => setTimeout(resolve, 10));
      await fetch(url);
      const report = probe.report();
      expect(report.marks).toHaveLength(2);
      expect(report.statements).toContainEqual(
        expect.objectContaining({ key: 'all select 1 as one', n: 1 }),
      );
      expect(report.gaps.some((g) => g.ms >= 50)).toBe(true);
      const lines = summariseProbe(report);
      expect(lines.find((l) => l.startsWith('loop gaps over 30 ms:'))).toMatch(
        /^loop gaps over 30 ms: [1-9]/,
      );
    } finally {
      probe.stop();
      server.close();
    }
  });
});
