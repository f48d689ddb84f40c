import { withDictText } from './dict-text';

const texts = new Map([
  [
    'sex',
    new Map([
      ['1', '男'],
      ['2', '女'],
    ]),
  ],
  [
    'depart',
    new Map([
      ['d1', '研究室'],
      ['d2', '办公室'],
    ]),
  ],
]);

describe('withDictText', () => {
  it('appends <field>_dictText after the record keys', () => {
    const out = withDictText({ id: 'x', sex: 1, status: 1 }, { sex: 'sex' }, texts);
    expect(out).toEqual({ id: 'x', sex: 1, status: 1, sex_dictText: '男' });
    expect(Object.keys(out)).toEqual(['id', 'sex', 'status', 'sex_dictText']);
  });

  it('translates comma lists item by item and drops unknown values', () => {
    expect(withDictText({ departIds: 'd1,zz,d2' }, { departIds: 'depart' }, texts).departIds_dictText).toBe(
      '研究室,办公室',
    );
    expect(withDictText({ sex: 9 }, { sex: 'sex' }, texts).sex_dictText).toBe('');
  });

  it('adds nothing for empty values', () => {
    expect(withDictText({ sex: null, departIds: '' }, { sex: 'sex', departIds: 'depart' }, texts)).toEqual({
      sex: null,
      departIds: '',
    });
  });
});
