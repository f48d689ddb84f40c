import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { i18n, loadLanguage } from '../../lib/i18n';
import { buildUser } from '../../testing/builders';
import { userColumns } from './user-columns';

type Render = (value: unknown, row: object) => ReactNode;
const renderOf = (dataIndex: string): Render => {
  const column = userColumns(i18n.t).find((c) => 'dataIndex' in c && c.dataIndex === dataIndex);
  return (column as unknown as { render: Render }).render;
};

describe('user list columns in the interface language (issue #31)', () => {
  // The server translates `sex` and `status` with the seed's Chinese dictionary texts.
  const row = { ...buildUser({ sex: 2, status: 2 }), sex_dictText: '女', status_dictText: '冻结' };

  it('shows gender and status in English when the console is in English', async () => {
    await loadLanguage('en-US');
    await i18n.changeLanguage('en-US');
    expect(renderOf('sex')(2, row)).toBe('Female');
    render(<>{renderOf('status')(2, row)}</>);
    expect(screen.getByText('Frozen')).toBeInTheDocument();
    expect(screen.queryByText('冻结')).toBeNull();
  });

  it('keeps the Chinese texts in Chinese', async () => {
    await loadLanguage('zh-CN');
    await i18n.changeLanguage('zh-CN');
    expect(renderOf('sex')(2, row)).toBe('女');
    render(<>{renderOf('status')(2, row)}</>);
    expect(screen.getByText('冻结')).toBeInTheDocument();
  });
});
