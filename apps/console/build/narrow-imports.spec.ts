import { narrowImports, NARROWED_IMPORTS } from './narrow-imports';

const rules = [
  { file: 'antd/es/form/context.js', from: '@rc-component/form', to: '@rc-component/form/es/FormContext' },
];

describe('narrowed library imports', () => {
  it('rewrites the named import of the named file only', () => {
    const code =
      "import { FormProvider as RcFormProvider } from '@rc-component/form';\nimport x from '@rc-component/form-x';";
    expect(narrowImports('/w/node_modules/antd/es/form/context.js', code, rules)).toBe(
      "import { FormProvider as RcFormProvider } from '@rc-component/form/es/FormContext';\nimport x from '@rc-component/form-x';",
    );
    expect(narrowImports('/w/node_modules/antd/es/form/Form.js', code, rules)).toBeNull();
  });

  it('fails the build when a library file no longer has the import (after an upgrade)', () => {
    expect(() => narrowImports('/w/node_modules/antd/es/form/context.js', "import x from 'y';", rules)).toThrow(
      /no longer imports '@rc-component\/form'/,
    );
  });

  it('every rule matches the installed library files', async () => {
    const { readFile } = await import('node:fs/promises');
    const path = await import('node:path');
    for (const rule of NARROWED_IMPORTS) {
      const file = path.resolve(__dirname, '../../../node_modules', rule.file);
      expect(narrowImports(file, await readFile(file, 'utf8'))).toContain(rule.to);
    }
  });
});
