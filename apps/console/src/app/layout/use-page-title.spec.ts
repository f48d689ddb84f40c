import { formatPageTitle } from './use-page-title';

describe('formatPageTitle', () => {
  it('puts the page title before the platform name', () => {
    expect(formatPageTitle('用户管理', 'CropWatch GPT')).toBe('用户管理 - CropWatch GPT');
  });

  it('shows only the platform name without a page title', () => {
    expect(formatPageTitle(undefined, 'CropWatch GPT')).toBe('CropWatch GPT');
  });
});
