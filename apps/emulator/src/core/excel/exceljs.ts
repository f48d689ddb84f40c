import type ExcelJSModule from 'exceljs';

/**
 * ExcelJS, loaded the first time a workbook is read or written instead of when the emulator starts: it is the
 * heaviest library the emulator loads (about a fifth of a start, docs/decisions.md D-108), and most requests never
 * need it. Node caches it after the first call.
 */
export function exceljs(): typeof ExcelJSModule {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return require('exceljs') as typeof ExcelJSModule;
}
