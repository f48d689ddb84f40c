import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MENU_ICON_NAMES } from '../../../components/menu-icon/menu-icons';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { filterIconNames, IconPicker } from './icon-picker';

describe('IconPicker', () => {
  it('offers only icons the side menu can draw and finds them by any word of the name', () => {
    expect(MENU_ICON_NAMES).toContain('setting');
    expect(filterIconNames(MENU_ICON_NAMES, 'chart bar')).toEqual(['bar-chart']);
    expect(filterIconNames(['area-chart', 'bar-chart', 'team'], ' CHART ')).toEqual(['area-chart', 'bar-chart']);
    expect(filterIconNames(['team'], '')).toEqual(['team']);
  });

  it('searches the grid and answers the picked name', async () => {
    const onChange = vi.fn();
    renderWithProviders(<IconPicker onChange={onChange} aria-label="菜单图标" />);
    await userEvent.click(screen.getByRole('button', { name: '选择图标' }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 10_000 });
    await userEvent.type(within(dialog).getByRole('searchbox', { name: '搜索图标' }), 'team');
    const options = within(dialog).getAllByRole('option');
    expect(options.map((o) => o.getAttribute('aria-label'))).toEqual(['team']);
    await userEvent.click(options[0]);
    expect(onChange).toHaveBeenCalledWith('team');
  });

  it('shows the chosen icon and clears it', async () => {
    const onChange = vi.fn();
    renderWithProviders(<IconPicker value="setting" onChange={onChange} aria-label="菜单图标" />);
    expect(screen.getByRole('textbox', { name: '菜单图标' })).toHaveValue('setting');
    await userEvent.click(screen.getByRole('button', { name: '清除图标' }));
    expect(onChange).toHaveBeenCalledWith(undefined);
  });
});
