import { statfs } from 'node:fs/promises';
import { diskInfo, mountPoints } from './disk-info';

describe('diskInfo', () => {
  it('reports the real size of the root file system', async () => {
    const [root] = await diskInfo(['/']);
    const s = await statfs('/');
    expect(root.name).toBe('/');
    expect(root.max).toBe(s.blocks * s.bsize);
    expect(root.rest).toBeLessThanOrEqual(root.max);
    expect(root.restPPT).toBeGreaterThanOrEqual(0);
    expect(root.restPPT).toBeLessThanOrEqual(100);
  });

  it('skips paths it cannot read and lists mount points without virtual file systems', async () => {
    expect(await diskInfo(['/no/such/mount'])).toEqual([]);
    const points = await mountPoints();
    expect(points.length).toBeGreaterThan(0);
    expect(points).not.toContain('/proc');
  });
});

describe('diskInfo percentages', () => {
  it('counts as used whatever is not available, so free and used add up', async () => {
    const [root] = await diskInfo(['/']);
    expect(root.restPPT).toBe(Math.round(((root.max - root.rest) / root.max) * 100));
  });
});
