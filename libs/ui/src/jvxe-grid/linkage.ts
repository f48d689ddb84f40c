import { cellText } from './cell-values';
import type { JVxeColumn, JVxeOption, JVxeRow } from './types';

/**
 * Linkage columns (spec §3 `linkageKey`): the columns sharing a `linkageKey`, in column order, form one chain
 * (province → city → district). Each level's options come from the chain's `requestData` called with the parent
 * level's value ('' for the first level); choosing a parent clears every level below it.
 */
export interface JVxeLinkageConfig {
  /** The `linkageKey` the chain's columns carry. */
  key: string;
  /** Options of a level given its parent's value ('' for the first level); `level` counts from 0. */
  requestData: (parentValue: string, level: number) => Promise<JVxeOption[]> | JVxeOption[];
}

export interface LinkagePlace {
  linkageKey: string;
  level: number;
  /** Column key of the level above, undefined for the first level. */
  parentKey?: string;
  /** Column keys of the levels below, nearest first. */
  childKeys: string[];
}

/** Column key → its place in a chain, for columns whose `linkageKey` has a config. */
export function linkageChains(
  columns: readonly JVxeColumn[],
  configs: readonly JVxeLinkageConfig[] = [],
): Map<string, LinkagePlace> {
  const places = new Map<string, LinkagePlace>();
  for (const config of configs) {
    const keys = columns.filter((c) => c.linkageKey === config.key).map((c) => c.key);
    keys.forEach((key, level) => {
      places.set(key, {
        linkageKey: config.key,
        level,
        parentKey: level > 0 ? keys[level - 1] : undefined,
        childKeys: keys.slice(level + 1),
      });
    });
  }
  return places;
}

/** The cache key of one level's options: the chain, the level and the parent value. */
export function linkageCacheKey(place: LinkagePlace, row: JVxeRow): string {
  const parent = place.parentKey === undefined ? '' : cellText(row[place.parentKey]);
  return `${place.linkageKey}\u0000${place.level}\u0000${parent}`;
}

/** Whether a level can have options yet: the first always, the others once their parent has a value. */
export function linkageReady(place: LinkagePlace, row: JVxeRow): boolean {
  return place.parentKey === undefined || cellText(row[place.parentKey]) !== '';
}

/**
 * A row patch widened by the linkage: a parent whose value changes clears the levels below it (unless the same
 * patch sets them, as a paste of a whole chain does).
 */
export function withLinkageClears(
  places: ReadonlyMap<string, LinkagePlace>,
  before: JVxeRow | undefined,
  patch: Record<string, unknown>,
): Record<string, unknown> {
  let out = patch;
  for (const key of Object.keys(patch)) {
    const place = places.get(key);
    if (!place?.childKeys.length || cellText(before?.[key]) === cellText(patch[key])) continue;
    for (const child of place.childKeys) {
      if (child in patch || cellText(before?.[child]) === '') continue;
      if (out === patch) out = { ...patch };
      out[child] = '';
    }
  }
  return out;
}
