import { quartzButtons } from './quartz-buttons';

describe('quartzButtons', () => {
  it('keeps every button when nothing is excluded', () => {
    expect(Object.values(quartzButtons([])).every(Boolean)).toBe(true);
  });

  it('drops exactly the excluded codes', () => {
    expect(quartzButtons(['pause', 'export', 'batch_delete'])).toEqual({
      add: true,
      edit: true,
      remove: true,
      batchDelete: false,
      pause: false,
      resume: true,
      execute: true,
      importExcel: true,
      exportXls: false,
    });
  });
});
