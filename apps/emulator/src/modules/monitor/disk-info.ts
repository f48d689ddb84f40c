import { readFile, statfs } from 'node:fs/promises';
import type { DiskInfo } from '@cropwatch/contract';

/** File-system types that are not disks (kernel, memory and container plumbing). */
const VIRTUAL = new Set([
  'proc',
  'sysfs',
  'devpts',
  'cgroup',
  'cgroup2',
  'securityfs',
  'debugfs',
  'tracefs',
  'pstore',
  'bpf',
  'mqueue',
  'hugetlbfs',
  'configfs',
  'fusectl',
  'autofs',
  'binfmt_misc',
  'devtmpfs',
  'nsfs',
  'rpc_pipefs',
  'selinuxfs',
  'squashfs',
  'efivarfs',
  'ramfs',
  'fuse.lxcfs',
  'tmpfs',
]);

/** Mount points of real file systems from `/proc/mounts` (Linux); elsewhere the current drive's root. */
export async function mountPoints(): Promise<string[]> {
  try {
    const text = await readFile('/proc/mounts', 'utf8');
    const points = text
      .split('\n')
      .map((line) => line.split(' '))
      .filter((f) => f.length > 2 && !VIRTUAL.has(f[2]))
      .map((f) => f[1].replace(/\\040/g, ' '));
    return [...new Set(points)];
  } catch {
    return [process.platform === 'win32' ? `${process.cwd().slice(0, 2)}\\` : '/'];
  }
}

/**
 * `queryDiskInfo`: one row per file system with its size from `statfs` — total, available (to unprivileged
 * users), the rest as used percent, rounded; roots of size 0 are skipped like File.listRoots() with zero total space.
 * File systems with the same device figures (bind mounts) are listed once.
 */
export async function diskInfo(points?: string[]): Promise<DiskInfo[]> {
  const out: DiskInfo[] = [];
  const seen = new Set<string>();
  for (const name of points ?? (await mountPoints())) {
    let s;
    try {
      s = await statfs(name);
    } catch {
      continue;
    }
    const max = s.blocks * s.bsize;
    if (!max) continue;
    const rest = s.bavail * s.bsize;
    const key = `${s.type}:${s.blocks}:${s.bsize}:${s.bfree}`;
    if (seen.has(key)) continue;
    seen.add(key);
    // Used = what is not available to the server's user, so `rest` and `restPPT` always add up on the page.
    out.push({ name, max, rest, restPPT: Math.round(((max - rest) / max) * 100) });
  }
  return out;
}
