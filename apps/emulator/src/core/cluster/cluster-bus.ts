import type { Redis } from 'ioredis';

/** A handler of one topic; `from` is the instance id of the publisher. */
export type TopicHandler<T> = (data: T, from: string) => void;

/**
 * Messages between the emulator instances of one deployment (cache invalidation, socket fan-out, chat session
 * take-over, job changes). Every subscriber receives every message of its topic, its own instance's included, so
 * callers write one code path for one and for many instances.
 */
export interface ClusterBus {
  /** This instance's id (`INSTANCE_ID`, else host:pid), also written to the job run log. */
  readonly instanceId: string;
  publish<T>(topic: string, data: T): Promise<void>;
  /** Returns the unsubscribe function. */
  subscribe<T>(topic: string, handler: TopicHandler<T>): () => void;
}

export const CLUSTER_BUS = Symbol('CLUSTER_BUS');

type Listeners = Map<string, Set<TopicHandler<unknown>>>;

function dispatch(listeners: Listeners, topic: string, data: unknown, from: string, onError: (e: unknown) => void) {
  for (const handler of [...(listeners.get(topic) ?? [])]) {
    try {
      handler(data, from);
    } catch (e) {
      onError(e);
    }
  }
}

function addListener(listeners: Listeners, topic: string, handler: TopicHandler<unknown>): () => void {
  const set = listeners.get(topic) ?? new Set();
  listeners.set(topic, set);
  set.add(handler);
  return () => set.delete(handler);
}

/** One instance (no `REDIS_URL`): synchronous delivery in this process; a failing handler never stops the others. */
export class InProcessClusterBus implements ClusterBus {
  private readonly listeners: Listeners = new Map();

  constructor(
    readonly instanceId: string,
    private readonly onError: (e: unknown) => void = () => undefined,
  ) {}

  publish<T>(topic: string, data: T): Promise<void> {
    dispatch(this.listeners, topic, data, this.instanceId, this.onError);
    return Promise.resolve();
  }

  subscribe<T>(topic: string, handler: TopicHandler<T>): () => void {
    return addListener(this.listeners, topic, handler as TopicHandler<unknown>);
  }
}

/** The Redis channel every instance of a deployment listens on. */
export const CLUSTER_CHANNEL = 'cropwatch:cluster';

/**
 * Redis pub/sub: one channel for all topics (one SUBSCRIBE per instance), frames `{topic, from, data}` in JSON.
 * `subscriber` must be a connection of its own (a subscribed Redis connection runs no other commands).
 */
export class RedisClusterBus implements ClusterBus {
  private readonly listeners: Listeners = new Map();
  readonly ready: Promise<unknown>;

  constructor(
    readonly instanceId: string,
    private readonly publisher: Redis,
    subscriber: Redis,
    private readonly onError: (e: unknown) => void = () => undefined,
  ) {
    subscriber.on('message', (channel: string, text: string) => {
      if (channel !== CLUSTER_CHANNEL) return;
      let frame: { topic: string; from: string; data: unknown };
      try {
        frame = JSON.parse(text) as typeof frame;
      } catch (e) {
        this.onError(e);
        return;
      }
      dispatch(this.listeners, frame.topic, frame.data, frame.from, this.onError);
    });
    this.ready = subscriber.subscribe(CLUSTER_CHANNEL);
  }

  async publish<T>(topic: string, data: T): Promise<void> {
    await this.publisher.publish(CLUSTER_CHANNEL, JSON.stringify({ topic, from: this.instanceId, data }));
  }

  subscribe<T>(topic: string, handler: TopicHandler<T>): () => void {
    return addListener(this.listeners, topic, handler as TopicHandler<unknown>);
  }
}
