import { signInChunkName } from './sign-in-chunks';

describe('signInChunkName', () => {
  it("puts one language's sign-in texts and antd's locale together, and leaves everything else alone", () => {
    expect(signInChunkName('/w/apps/console/src/locales/zh-CN/auth.json')).toBe('texts-zh-CN');
    expect(signInChunkName('/w/apps/console/src/locales/en-US/layout.json')).toBe('texts-en-US');
    expect(signInChunkName('/w/node_modules/antd/es/locale/zh_CN.js')).toBe('texts-zh-CN');
    expect(signInChunkName('/w/node_modules/antd/es/locale/en_US.js')).toBe('texts-en-US');
    expect(signInChunkName('/w/apps/console/src/locales/zh-CN/system.json')).toBeNull();
    expect(signInChunkName('/w/node_modules/antd/es/button/index.js')).toBeNull();
  });
});
