import { buildDepartNode } from '../testing/build-depart-node';
import { formValuesOf, toAddBody, toEditBody } from './depart-form';

describe('department form values', () => {
  it('adds a top-level company without blank optional fields', () => {
    expect(toAddBody({ departName: ' 总公司 ', departNameEn: '  ', mobile: '' }, null)).toEqual({
      departName: '总公司',
      orgCategory: '1',
      departOrder: 0,
    });
  });

  it('adds a child under its parent, as a department by default, with the filled fields', () => {
    expect(toAddBody({ departName: '研发部', fax: '010-1234567', departOrder: 3 }, 'p1')).toEqual({
      parentId: 'p1',
      departName: '研发部',
      orgCategory: '2',
      departOrder: 3,
      fax: '010-1234567',
    });
  });

  it('sends every field on edit, a cleared one as an empty string so the server clears it', () => {
    const depart = buildDepartNode({ id: 'd1', departName: '研发部', orgCategory: '2' });
    const values = { ...formValuesOf(depart), departName: '研发中心', memo: '', address: ' 北京 ' };
    expect(toEditBody(values, depart)).toEqual({
      id: 'd1',
      departName: '研发中心',
      orgCategory: '2',
      departOrder: 0,
      departNameEn: '',
      mobile: '',
      fax: '',
      address: '北京',
      memo: '',
    });
  });

  it('reads the stored fields of a department into the form', () => {
    const depart = buildDepartNode({ id: 'd1', departName: '研发部', orgCategory: '3', departOrder: 7 });
    const withExtras = { ...depart, mobile: '13800000000', memo: '备注' };
    expect(formValuesOf(withExtras)).toMatchObject({
      departName: '研发部',
      orgCategory: '3',
      departOrder: 7,
      mobile: '13800000000',
      memo: '备注',
      fax: '',
    });
  });
});
