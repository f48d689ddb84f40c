import { describe, expect, it } from 'vitest';
import { linkageCacheKey, linkageChains, linkageReady, withLinkageClears } from './linkage';
import type { JVxeColumn } from './types';

const columns: JVxeColumn[] = [
  { key: 'name', title: 'Name', type: 'input' },
  { key: 'province', title: 'Province', type: 'select', linkageKey: 'area' },
  { key: 'city', title: 'City', type: 'select', linkageKey: 'area' },
  { key: 'district', title: 'District', type: 'select', linkageKey: 'area' },
  { key: 'other', title: 'Other', type: 'select', linkageKey: 'unconfigured' },
];
const configs = [{ key: 'area', requestData: () => [] }];

describe('linkage columns', () => {
  it('chains the columns of a configured linkageKey in column order', () => {
    const places = linkageChains(columns, configs);
    expect([...places.keys()]).toEqual(['province', 'city', 'district']);
    expect(places.get('province')).toEqual({ linkageKey: 'area', level: 0, childKeys: ['city', 'district'] });
    expect(places.get('city')).toMatchObject({ level: 1, parentKey: 'province', childKeys: ['district'] });
    expect(places.get('district')).toMatchObject({ level: 2, parentKey: 'city', childKeys: [] });
  });

  it('a level is ready once its parent has a value; options are cached per parent value', () => {
    const places = linkageChains(columns, configs);
    const city = places.get('city')!;
    expect(linkageReady(places.get('province')!, { id: 'r' })).toBe(true);
    expect(linkageReady(city, { id: 'r', province: '' })).toBe(false);
    expect(linkageReady(city, { id: 'r', province: '11' })).toBe(true);
    expect(linkageCacheKey(city, { id: 'r', province: '11' })).not.toBe(
      linkageCacheKey(city, { id: 'r', province: '12' }),
    );
  });

  it('choosing a parent clears the levels below it, unless the same patch sets them or nothing changed', () => {
    const places = linkageChains(columns, configs);
    const before = { id: 'r', province: '11', city: '1101', district: '110101' };
    expect(withLinkageClears(places, before, { province: '12' })).toEqual({ province: '12', city: '', district: '' });
    expect(withLinkageClears(places, before, { city: '1102' })).toEqual({ city: '1102', district: '' });
    expect(withLinkageClears(places, before, { province: '12', city: '1201' })).toEqual({
      province: '12',
      city: '1201',
      district: '',
    });
    const same = { province: '11' };
    expect(withLinkageClears(places, before, same)).toBe(same);
    expect(withLinkageClears(places, before, { name: 'x' })).toEqual({ name: 'x' });
  });
});
