/** Button permission prefix of seed/menus.json (`quartz:add`, `quartz:edit`, … `quartz:export`). */
export const QUARTZ_AUTH_PRE = 'quartz:';

export interface QuartzButtons {
  add: boolean;
  edit: boolean;
  remove: boolean;
  batchDelete: boolean;
  pause: boolean;
  resume: boolean;
  execute: boolean;
  importExcel: boolean;
  exportXls: boolean;
}

/**
 * Which buttons the signed-in user keeps. `excluded` is what `authPre` answers (Vue2 `getNoAuthCols`): the
 * prefix's enabled codes the user lacks, so a code nobody configured stays visible, as in Vue2.
 */
export function quartzButtons(excluded: readonly string[]): QuartzButtons {
  const allowed = (code: string) => !excluded.includes(code);
  return {
    add: allowed('add'),
    edit: allowed('edit'),
    remove: allowed('delete'),
    batchDelete: allowed('batch_delete'),
    pause: allowed('pause'),
    resume: allowed('resume'),
    execute: allowed('execute'),
    importExcel: allowed('import'),
    exportXls: allowed('export'),
  };
}
