import en from '../locales/en-US/list.json';
import zh from '../locales/zh-CN/list.json';

const keys = (obj: object, prefix = ''): string[] =>
  Object.entries(obj).flatMap(([k, v]) =>
    typeof v === 'object' && v !== null ? keys(v as object, `${prefix}${k}.`) : [`${prefix}${k}`],
  );

describe('the list namespace', () => {
  it('has every zh-CN key in en-US too', () => {
    expect(keys(en).sort()).toEqual(keys(zh).sort());
  });

  it('carries the spec texts in zh-CN', () => {
    expect(zh.paging.total).toBe('{{from}}-{{to}} 共{{total}}条');
    expect(zh.config).toEqual({
      listUrl: '请设置url.list属性!',
      deleteBatchUrl: '请设置url.deleteBatch属性!',
      deleteUrl: '请设置url.delete属性!',
    });
    expect(zh.delete.selectOne).toBe('请选择一条记录！');
    expect(zh.delete.confirmBatch).toBe('确定要删除这 {{count}} 项吗?');
    expect(zh.import.title).toBe('导入EXCEL');
    expect(zh.detail.title).toBe('详细信息');
    expect(zh.clickLimit).toBe('你点击的太快了，请慢点点击!');
  });
});
