import os from 'node:os';
import { PerformanceObserver } from 'node:perf_hooks';
import v8 from 'node:v8';
import type { ActuatorMetric, ActuatorMetricName } from '@cropwatch/contract';

/** What the metric readers need besides the process itself (sessions and requests are the app's). */
export interface MetricSources {
  sessions(): Promise<{ active: number; createdSinceStart: number }>;
  requests(): { count: number; totalMs: number; maxMs: number };
}

type Measurement = { statistic: string; value: number | 'NaN' };
type Reading = { measurements: Measurement[]; note?: string };
interface MetricDef {
  description: string;
  baseUnit: string | null;
  tags?: { tag: string; values: string[] }[];
  read(tag: { key: string; value: string } | undefined): Reading | Promise<Reading>;
}

const value = (v: number): Reading => ({ measurements: [{ statistic: 'VALUE', value: v }] });
/**
 * A figure Node has no honest equivalent for: Spring's answer for a gauge without a value (`"NaN"`, see the
 * contract), never an invented number; the real client shows it as NaN and our console as unavailable with `why`.
 */
const unavailable = (why: string): Reading => ({ measurements: [{ statistic: 'VALUE', value: 'NaN' }], note: why });
const AREA = [{ tag: 'area', values: ['heap', 'nonheap'] }];

/** GC pauses seen by `perf_hooks` since the emulator started (the `jvm.gc.pause` timer). */
class GcPauses {
  count = 0;
  totalMs = 0;
  maxMs = 0;
  private readonly observer = new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      this.count++;
      this.totalMs += e.duration;
      this.maxMs = Math.max(this.maxMs, e.duration);
    }
  });
  constructor() {
    this.observer.observe({ entryTypes: ['gc'] });
  }
  stop(): void {
    this.observer.disconnect();
  }
}

/** CPU share between two readings (from boot / process start for the first one). */
class CpuSampler {
  private lastSystem = CpuSampler.systemTimes();
  private lastSystemUsage: number;
  private lastProcess = { at: performance.now(), cpu: process.cpuUsage() };
  private lastProcessUsage: number;

  constructor() {
    const t = this.lastSystem;
    this.lastSystemUsage = t.total ? (t.total - t.idle) / t.total : 0;
    const cpu = process.cpuUsage();
    this.lastProcessUsage = (cpu.user + cpu.system) / 1000 / (process.uptime() * 1000) / os.availableParallelism();
  }

  private static systemTimes() {
    let idle = 0;
    let total = 0;
    for (const c of os.cpus()) {
      idle += c.times.idle;
      total += c.times.user + c.times.nice + c.times.sys + c.times.irq + c.times.idle;
    }
    return { idle, total };
  }

  /** Whole machine, 0..1, since the previous reading at least 250 ms ago. */
  system(): number {
    const now = CpuSampler.systemTimes();
    const total = now.total - this.lastSystem.total;
    if (total >= 250 * os.cpus().length) {
      this.lastSystemUsage = Math.min(1, Math.max(0, (total - (now.idle - this.lastSystem.idle)) / total));
      this.lastSystem = now;
    }
    return this.lastSystemUsage;
  }

  /** This process, 0..1 of all CPUs, since the previous reading at least 250 ms ago. */
  process(): number {
    const at = performance.now();
    const elapsedMs = at - this.lastProcess.at;
    if (elapsedMs >= 250) {
      const cpu = process.cpuUsage(this.lastProcess.cpu);
      this.lastProcessUsage = Math.min(1, (cpu.user + cpu.system) / 1000 / elapsedMs / os.availableParallelism());
      this.lastProcess = { at, cpu: process.cpuUsage() };
    }
    return this.lastProcessUsage;
  }
}

/**
 * Spring Boot Actuator's metric names filled with the Node process's own figures (issue #12). Each description
 * names the Node figure; one Node has no equivalent for answers `NaN` (Spring's value-less gauge) and says why.
 */
export class NodeMetrics {
  private readonly gc = new GcPauses();
  private readonly cpu = new CpuSampler();
  private peakHandles = 0;
  private peakSessions = 0;
  private readonly defs: Record<ActuatorMetricName, MetricDef>;

  constructor(private readonly sources: MetricSources) {
    const mem = () => process.memoryUsage();
    const heapSpace = (name: string) => v8.getHeapSpaceStatistics().find((s) => s.space_name === name);
    const areaOf = (tag: { key: string; value: string } | undefined) => (tag?.key === 'area' ? tag.value : 'all');
    const handles = () => {
      const n = process.getActiveResourcesInfo().length;
      this.peakHandles = Math.max(this.peakHandles, n);
      return n;
    };
    this.defs = {
      'jvm.memory.used': {
        description:
          'Node 等价：area=heap 为 V8 堆已用 (process.memoryUsage().heapUsed)，nonheap 为堆外内存 (external)',
        baseUnit: 'bytes',
        tags: AREA,
        read: (tag) => {
          const m = mem();
          const area = areaOf(tag);
          return value(area === 'heap' ? m.heapUsed : area === 'nonheap' ? m.external : m.heapUsed + m.external);
        },
      },
      'jvm.memory.committed': {
        description: 'Node 等价：area=heap 为 V8 堆已申请 (heapTotal)，nonheap 为常驻内存减去堆 (rss - heapTotal)',
        baseUnit: 'bytes',
        tags: AREA,
        read: (tag) => {
          const m = mem();
          const area = areaOf(tag);
          const nonheap = Math.max(0, m.rss - m.heapTotal);
          return value(area === 'heap' ? m.heapTotal : area === 'nonheap' ? nonheap : m.rss);
        },
      },
      'jvm.memory.max': {
        description:
          'Node 等价：area=heap 为 V8 堆上限 (heap_size_limit)；堆外内存没有上限，记为 -1（与 Spring 的“未定义”相同）',
        baseUnit: 'bytes',
        tags: AREA,
        read: (tag) => {
          const limit = v8.getHeapStatistics().heap_size_limit;
          return value(areaOf(tag) === 'nonheap' ? -1 : limit);
        },
      },
      'jvm.buffer.memory.used': {
        description: 'Node 等价：ArrayBuffer 与 Buffer 占用的内存 (process.memoryUsage().arrayBuffers)',
        baseUnit: 'bytes',
        read: () => value(mem().arrayBuffers),
      },
      'jvm.buffer.count': {
        description: 'Node 不统计 Buffer 的个数，此项不可用',
        baseUnit: 'buffers',
        read: () => unavailable('Node does not count buffers'),
      },
      'jvm.threads.live': {
        description: 'Node 等价：事件循环上活动的句柄与请求数 (process.getActiveResourcesInfo())',
        baseUnit: 'threads',
        read: () => value(handles()),
      },
      'jvm.threads.daemon': {
        description: 'Node 等价：活动的定时器数（不阻止进程退出的后台任务）',
        baseUnit: 'threads',
        read: () => value(process.getActiveResourcesInfo().filter((r) => r === 'Timeout' || r === 'Immediate').length),
      },
      'jvm.threads.peak': {
        description: 'Node 等价：自启动以来读取到的活动句柄数峰值',
        baseUnit: 'threads',
        read: () => {
          handles();
          return value(this.peakHandles);
        },
      },
      'jvm.classes.loaded': {
        description: 'Node 等价：已加载的 CommonJS 模块数 (require.cache)',
        baseUnit: 'classes',
        read: () => value(Object.keys(require.cache).length),
      },
      'jvm.classes.unloaded': {
        description: 'Node 等价：卸载的模块数；Node 从不卸载已加载的模块，因此恒为 0',
        baseUnit: 'classes',
        read: () => value(0),
      },
      'jvm.gc.memory.allocated': {
        description: 'V8 不公开累计分配字节数，此项不可用',
        baseUnit: 'bytes',
        read: () => unavailable('V8 does not expose allocated bytes'),
      },
      'jvm.gc.memory.promoted': {
        description: 'V8 不公开晋升到老生代的累计字节数，此项不可用',
        baseUnit: 'bytes',
        read: () => unavailable('V8 does not expose promoted bytes'),
      },
      'jvm.gc.max.data.size': {
        description: 'Node 等价：V8 老生代空间的可用上限 (old_space space_available_size + space_used_size)',
        baseUnit: 'bytes',
        read: () => {
          const s = heapSpace('old_space');
          return s ? value(s.space_available_size + s.space_used_size) : unavailable('no old_space');
        },
      },
      'jvm.gc.live.data.size': {
        description: 'Node 等价：V8 老生代空间已用 (old_space space_used_size)',
        baseUnit: 'bytes',
        read: () => {
          const s = heapSpace('old_space');
          return s ? value(s.space_used_size) : unavailable('no old_space');
        },
      },
      'jvm.gc.pause': {
        description: 'Node 等价：perf_hooks 观察到的 V8 垃圾回收暂停（次数、总时长、最长一次）',
        baseUnit: 'seconds',
        read: () => ({
          measurements: [
            { statistic: 'COUNT', value: this.gc.count },
            { statistic: 'TOTAL_TIME', value: this.gc.totalMs / 1000 },
            { statistic: 'MAX', value: this.gc.maxMs / 1000 },
          ],
        }),
      },
      'system.cpu.count': {
        description: 'Node 等价：可用的 CPU 数 (os.availableParallelism())',
        baseUnit: null,
        read: () => value(os.availableParallelism()),
      },
      'system.cpu.usage': {
        description: 'Node 等价：整机 CPU 使用率（两次读取之间 os.cpus() 的时间差，0-1）',
        baseUnit: null,
        read: () => value(this.cpu.system()),
      },
      'system.load.average.1m': {
        description: 'Node 等价：1 分钟平均负载 (os.loadavg()[0]；Windows 上为 0)',
        baseUnit: null,
        read: () => value(os.loadavg()[0]),
      },
      'process.start.time': {
        description: 'Node 等价：进程启动时间（Unix 秒）',
        baseUnit: 'seconds',
        read: () => value((Date.now() - process.uptime() * 1000) / 1000),
      },
      'process.uptime': {
        description: 'Node 等价：进程已运行时间 (process.uptime())',
        baseUnit: 'seconds',
        read: () => value(process.uptime()),
      },
      'process.cpu.usage': {
        description: 'Node 等价：本进程 CPU 使用率（process.cpuUsage() 两次读取之差除以 CPU 数，0-1）',
        baseUnit: null,
        read: () => value(this.cpu.process()),
      },
      'tomcat.sessions.active.current': {
        description: 'Node 等价：当前有效的登录会话数（sys_user_token 中未超时的行）',
        baseUnit: 'sessions',
        read: async () => {
          const { active } = await this.sources.sessions();
          this.peakSessions = Math.max(this.peakSessions, active);
          return value(active);
        },
      },
      'tomcat.sessions.active.max': {
        description: 'Node 等价：自启动以来读取到的有效会话数峰值',
        baseUnit: 'sessions',
        read: async () => {
          const { active } = await this.sources.sessions();
          this.peakSessions = Math.max(this.peakSessions, active);
          return value(this.peakSessions);
        },
      },
      'tomcat.sessions.created': {
        description: 'Node 等价：自进程启动以来创建的登录会话数（仍保存在会话表中的）',
        baseUnit: 'sessions',
        read: async () => value((await this.sources.sessions()).createdSinceStart),
      },
      'tomcat.sessions.expired': {
        description: '超时会话由定时任务直接删除，不做计数，此项不可用',
        baseUnit: 'sessions',
        read: () => unavailable('expired sessions are deleted without being counted'),
      },
      'tomcat.sessions.rejected': {
        description: 'Node 等价：因会话数上限被拒绝的会话；模拟器不设上限，因此恒为 0',
        baseUnit: 'sessions',
        read: () => value(0),
      },
      'http.server.requests': {
        description: 'Node 等价：自启动以来处理的 HTTP 请求（次数、总耗时、最长一次）',
        baseUnit: 'seconds',
        read: () => {
          const r = this.sources.requests();
          return {
            measurements: [
              { statistic: 'COUNT', value: r.count },
              { statistic: 'TOTAL_TIME', value: r.totalMs / 1000 },
              { statistic: 'MAX', value: r.maxMs / 1000 },
            ],
          };
        },
      },
    };
  }

  /** Spring's MetricResponse for a name, `tag` as `key:value` (only `area` narrows anything). */
  async read(name: ActuatorMetricName, tagText?: string): Promise<ActuatorMetric> {
    const def = this.defs[name];
    const [key, ...rest] = (tagText ?? '').split(':');
    const tag = tagText ? { key, value: rest.join(':') } : undefined;
    const reading = await def.read(tag);
    return {
      name,
      description: reading.note ? `${def.description}（${reading.note}）` : def.description,
      baseUnit: def.baseUnit,
      measurements: reading.measurements,
      availableTags: tag ? [] : (def.tags ?? []),
    };
  }

  stop(): void {
    this.gc.stop();
  }
}
