import { useRedisServer } from '../../../../test/support/redis-server';
import { RunClaims, SLOTS_KEY } from './run-claims';

describe('RunClaims (cluster claims and slots on a real Redis)', () => {
  const server = useRedisServer();

  it('gives each item to one run and at most `limit` runs a slot across instances', async () => {
    // Two instances' views of one Redis, cluster limit 2.
    const a = new RunClaims(server.redis(), 10_000, 2);
    const b = new RunClaims(server.client(), 10_000, 2);
    expect(await a.acquire('i1', 'a1')).toBe('ok');
    expect(await b.acquire('i1', 'b1')).toBe('taken');
    expect(await b.acquire('i2', 'b2')).toBe('ok');
    expect(await a.acquire('i3', 'a3')).toBe('full');
    expect(await b.acquire('i3', 'b3')).toBe('full');
    expect(await server.redis().zcard(SLOTS_KEY)).toBe(2);
    // A stranger's release changes nothing; the holder's frees the claim and the slot.
    await b.release('i1', 'b1');
    expect(await b.acquire('i3', 'b3')).toBe('full');
    await a.release('i1', 'a1');
    expect(await b.acquire('i3', 'b3')).toBe('ok');
    expect(await b.acquire('i1', 'b1')).toBe('full');
    expect(await b.renew('i3', 'b3')).toBe(true);
    expect(await a.renew('i3', 'a3')).toBe(false);
    await b.release('i2', 'b2');
    await b.release('i3', 'b3');
    expect(await server.redis().zcard(SLOTS_KEY)).toBe(0);
  });

  it("hands a dead instance's item and slot to another once its claim lapses; the late renewal is refused", async () => {
    const dead = new RunClaims(server.redis(), 1000, 1);
    const alive = new RunClaims(server.client(), 1000, 1);
    expect(await dead.acquire('j1', 'd1')).toBe('ok');
    expect(await alive.acquire('j2', 'l2')).toBe('full');
    expect(await alive.acquire('j1', 'l1')).toBe('taken');
    await new Promise((r) => setTimeout(r, 1100));
    expect(await alive.acquire('j1', 'l1')).toBe('ok');
    expect(await dead.renew('j1', 'd1')).toBe(false);
    expect(await alive.acquire('j2', 'l2')).toBe('full');
    await alive.release('j1', 'l1');
    expect(await alive.acquire('j2', 'l2')).toBe('ok');
    await alive.release('j2', 'l2');
  });
});
