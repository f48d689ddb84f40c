import { parseUserIds } from './announcement.rows';

describe('parseUserIds', () => {
  it('drops the last character before splitting, as JeecgBoot does with the comma-ended list', () => {
    expect(parseUserIds('a1,b2,')).toEqual(['a1', 'b2']);
    expect(parseUserIds('a1,b2')).toEqual(['a1', 'b']);
    expect(parseUserIds('a1, a1 ,,b2,')).toEqual(['a1', 'b2']);
    expect(parseUserIds(',')).toEqual([]);
    expect(parseUserIds('')).toEqual([]);
    expect(parseUserIds(null)).toEqual([]);
  });
});
