import { useRedisServer } from '../../../../test/support/redis-server';
import { InProcessClusterBus } from '../../../core/cluster/cluster-bus';
import { InstancePresence } from '../../../core/cluster/instance-presence';
import { StreamingAnswers } from './streaming-answers';

describe('StreamingAnswers (two instances on one Redis)', () => {
  const server = useRedisServer();

  const instance = async (id: string) => {
    const presence = new InstancePresence(server.redis(), new InProcessClusterBus(id));
    await presence.onModuleInit();
    return { presence, answers: new StreamingAnswers(server.redis(), presence) };
  };

  it("leaves a live instance's answers alone and hands over those of a stopped, killed or restarted one", async () => {
    const a = await instance('a');
    const b = await instance('b');
    const c = await instance('c');
    await a.answers.track('on-a');
    await b.answers.track('on-b');
    await c.answers.track('on-c');
    // B starts while A and C stream: nothing is an orphan, a row without a recorded owner is.
    expect(await b.answers.orphans(['on-a', 'on-b', 'on-c', 'unrecorded'])).toEqual(['unrecorded']);

    // C is killed: its heartbeat key lapses (here: removed, as expiry would).
    await server.redis().del('cropwatch:instance:c');
    // A restarts with the same INSTANCE_ID: its new life makes the previous life's answer an orphan at once.
    await a.presence.onModuleDestroy();
    const a2 = await instance('a');
    expect(await a2.answers.orphans(['on-a', 'on-b', 'on-c'])).toEqual(['on-a', 'on-c']);
    expect((await b.answers.recordedOrphans()).sort()).toEqual(['on-a', 'on-c']);

    // A finished answer is forgotten; the sweep no longer reports it.
    await b.answers.untrack(['on-a', 'on-c']);
    expect(await a2.answers.recordedOrphans()).toEqual([]);
    for (const p of [a2.presence, b.presence, c.presence]) await p.onModuleDestroy();
  });
});
