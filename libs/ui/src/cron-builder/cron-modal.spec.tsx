import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithI18n, type TestLanguage } from '../testing/render';
import { CronModal } from './cron-modal';

// The two click-through journeys take ~5 s alone and several times that beside other suites on two cores.
// Only Date is faked: antd's motion and the 500 ms preview debounce run on real timers.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-01-01T00:00:00Z'));
});
afterEach(() => vi.useRealTimers());

function renderModal(value: string | null, language: TestLanguage = 'en-US') {
  const onOk = vi.fn<(expression: string) => void>();
  const onCancel = vi.fn();
  const view = renderWithI18n(<CronModal open value={value} onOk={onOk} onCancel={onCancel} tz="UTC" />, language);
  return { ...view, onOk, onCancel, user: userEvent.setup({ delay: null }) };
}

const expressionInput = () => screen.getByRole('textbox', { name: 'Full expression' });
const openTab = (user: ReturnType<typeof userEvent.setup>, name: string) =>
  user.click(screen.getByRole('tab', { name }));
const firstRunTime = async () => {
  const preview = screen.getByRole('region', { name: 'Next 10 run times' });
  return within(preview).findAllByRole('listitem');
};

async function typeNumber(user: ReturnType<typeof userEvent.setup>, label: string, value: string) {
  const input = screen.getByRole('spinbutton', { name: label });
  await user.clear(input);
  await user.type(input, value);
  await user.tab();
}

describe('CronModal', () => {
  it('builds 0 15 10 ? * 6#3 2027-2030 through the tabs, previews it and emits it on OK', async () => {
    const { user, onOk } = renderModal('');
    expect(expressionInput()).toHaveValue('* * * * * ? *');

    await user.click(screen.getByRole('radio', { name: 'Specify' }));
    expect(expressionInput()).toHaveValue('0 * * * * ? *');

    // Ticking a value while "every" is chosen chooses "specify" with that value alone.
    await openTab(user, 'Minute');
    await user.click(screen.getByRole('checkbox', { name: '15' }));
    expect(screen.getByRole('checkbox', { name: '0' })).not.toBeChecked();
    expect(expressionInput()).toHaveValue('0 15 * * * ? *');

    await openTab(user, 'Hour');
    await user.click(screen.getByRole('checkbox', { name: '10' }));
    expect(expressionInput()).toHaveValue('0 15 10 * * ? *');

    await openTab(user, 'Week');
    await user.click(screen.getByRole('radio', { name: 'Nth weekday' }));
    expect(expressionInput()).toHaveValue('0 15 10 ? * 1#1 *');
    await typeNumber(user, 'Which occurrence', '3');
    await user.click(screen.getByRole('combobox', { name: 'Weekday of the occurrence' }));
    await user.click(await screen.findByTitle('Friday'));
    expect(expressionInput()).toHaveValue('0 15 10 ? * 6#3 *');

    await openTab(user, 'Year');
    await user.click(screen.getByRole('radio', { name: 'Range' }));
    // Choosing a year pins an every month to January (contract §11) …
    expect(expressionInput()).toHaveValue('0 15 10 ? 1 6#3 2026-2099');
    await typeNumber(user, 'Year range start', '2027');
    await typeNumber(user, 'Year range end', '2030');
    expect(expressionInput()).toHaveValue('0 15 10 ? 1 6#3 2027-2030');

    // … which the month tab sets back to every.
    await openTab(user, 'Month');
    await user.click(screen.getByRole('radio', { name: 'Every month' }));
    expect(expressionInput()).toHaveValue('0 15 10 ? * 6#3 2027-2030');

    // The preview ignores the year: the third Friday of January 2026 comes first.
    await waitFor(async () => expect((await firstRunTime())[0]).toHaveTextContent('2026-01-16 10:15:00'));
    expect(await firstRunTime()).toHaveLength(10);

    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(onOk).toHaveBeenCalledWith('0 15 10 ? * 6#3 2027-2030');
  }, 60_000);

  it('builds 0 0 12 LW * ? * through the tabs, previews it and emits it on OK', async () => {
    const { user, onOk } = renderModal(null);

    await openTab(user, 'Hour');
    await user.click(screen.getByRole('checkbox', { name: '12' }));
    expect(expressionInput()).toHaveValue('0 0 12 * * ? *');

    await openTab(user, 'Day');
    await user.click(screen.getByRole('radio', { name: 'Last working day of the month' }));
    expect(expressionInput()).toHaveValue('0 0 12 LW * ? *');

    await waitFor(async () => expect((await firstRunTime())[0]).toHaveTextContent('2026-01-30 12:00:00'));
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(onOk).toHaveBeenCalledWith('0 0 12 LW * ? *');
  }, 60_000);

  it('is 608 px wide and opens on the second tab', () => {
    renderModal(null);
    expect(document.querySelector<HTMLElement>('.ant-modal')?.style.width).toBe('608px');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Second',
      'Minute',
      'Hour',
      'Day',
      'Month',
      'Week',
      'Year',
    ]);
    expect(screen.getByRole('tab', { name: 'Second' })).toHaveAttribute('aria-selected', 'true');
  });

  it('ticks no value while "every" is chosen, and lays the values out ten to a row', async () => {
    const { user } = renderModal(null);
    expect(screen.getByRole('radio', { name: 'Every second' })).toBeChecked();
    const seconds = screen.getByRole('group', { name: 'Second values' });
    expect(
      within(seconds)
        .getAllByRole('checkbox')
        .filter((box) => (box as HTMLInputElement).checked),
    ).toEqual([]);
    expect(seconds.style.gridTemplateColumns).toBe('repeat(10, minmax(0, 1fr))');
    await user.click(screen.getByRole('radio', { name: 'Specify' }));
    expect(within(seconds).getByRole('checkbox', { name: '0' })).toBeChecked();
    await openTab(user, 'Week');
    expect(screen.getByRole('group', { name: 'Week values' }).style.gridTemplateColumns).toBe(
      'repeat(4, minmax(0, 1fr))',
    );
  });

  it('gives the words between the inputs the body font size (antd sets 0 on radio groups)', () => {
    renderModal(null);
    const group = screen.getByRole('radiogroup', { name: 'Second type' });
    expect(group.style.fontSize).toMatch(/^[1-9]\d*px$/);
    expect(within(group).getByText('from')).toBeInTheDocument();
  });

  it('parses the current value on opening', async () => {
    const { user } = renderModal('0 0 9 ? * MON');
    expect(expressionInput()).toHaveValue('0 0 9 ? * 2 *');
    expect(screen.getByRole('textbox', { name: 'Hour field' })).toHaveValue('9');
    await openTab(user, 'Week');
    expect(screen.getByRole('radio', { name: 'Specify' })).toBeChecked();
    expect(screen.getByRole('radiogroup', { name: 'Week type' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('group', { name: 'Week values' })).getByRole('checkbox', { name: 'Monday' }),
    ).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Sunday' })).not.toBeChecked();
    await openTab(user, 'Day');
    expect(screen.getByRole('radio', { name: 'Not set' })).toBeChecked();
  });

  it('warns that Quartz reads an unusual field its own way, naming the field', async () => {
    const { user } = renderModal('0 0 12 ? * L-2');
    expect(screen.getByRole('alert')).toHaveTextContent('Quartz reads “0 0 12 ? * L-2” in its own way (Week)');
    await user.clear(expressionInput());
    await user.type(expressionInput(), '0 0 9 ? * MON');
    await user.tab();
    expect(screen.queryByText(/in its own way/)).not.toBeInTheDocument();
  });

  it('falls back to every for an unparsable field of the current value', () => {
    renderModal('0 0 99 * * ? *');
    expect(expressionInput()).toHaveValue('0 0 * * * ? *');
  });

  it('reads a typed raw field on Enter and applies the builder rules', async () => {
    const { user } = renderModal(null);
    const minute = screen.getByRole('textbox', { name: 'Minute field' });
    await user.clear(minute);
    await user.type(minute, '0/15{Enter}');
    expect(expressionInput()).toHaveValue('0 0/15 * * * ? *');

    const hour = screen.getByRole('textbox', { name: 'Hour field' });
    await user.clear(hour);
    await user.type(hour, 'nonsense');
    await user.tab();
    expect(hour).toHaveValue('*');
  });

  it('reads a typed full expression when it loses focus', async () => {
    const { user } = renderModal(null);
    await user.clear(expressionInput());
    await user.type(expressionInput(), '0 30 2 * * ?');
    await user.tab();
    expect(expressionInput()).toHaveValue('0 30 2 * * ? *');
    expect(screen.getByRole('textbox', { name: 'Day field' })).toHaveValue('*');
  });

  it('makes day and week exclusive from the tabs', async () => {
    const { user } = renderModal('0 0 9 ? * 2 *');
    await openTab(user, 'Day');
    await user.click(screen.getByRole('radio', { name: 'Last day of the month' }));
    expect(expressionInput()).toHaveValue('0 0 9 L * ? *');
    await openTab(user, 'Week');
    await user.click(screen.getByRole('radio', { name: 'Last weekday' }));
    expect(expressionInput()).toHaveValue('0 0 9 ? * 1L *');
    await user.click(screen.getByRole('combobox', { name: 'Weekday of the last occurrence' }));
    await user.click(await screen.findByTitle('Friday'));
    expect(expressionInput()).toHaveValue('0 0 9 ? * 6L *');
  });

  it('builds the day options working day and before month end', async () => {
    const { user } = renderModal('0 0 12 * * ? *');
    await openTab(user, 'Day');
    await typeNumber(user, 'Day for the nearest working day', '15');
    expect(expressionInput()).toHaveValue('0 0 12 15W * ? *');
    await typeNumber(user, 'Days before month end', '3');
    expect(expressionInput()).toHaveValue('0 0 12 L-3 * ? *');
    await user.click(screen.getByRole('radio', { name: 'Working day before month end' }));
    expect(expressionInput()).toHaveValue('0 0 12 L-3W * ? *');
  });

  it('keeps at least the minimum in a specify list', async () => {
    const { user } = renderModal('0 0 12 5 * ? *');
    await openTab(user, 'Day');
    await user.click(screen.getByRole('checkbox', { name: '5' }));
    expect(expressionInput()).toHaveValue('0 0 12 1 * ? *');
  });

  it.each([
    ['en-US', 'Year: the start year 2030 is after the end year 2027.', /^OK$/],
    // antd spaces out a two-character Chinese button label: 确 定.
    ['zh-CN', '年：起始年份 2030 晚于结束年份 2027。', /^确\s?定$/],
  ] as const)('shows the engine message in %s and refuses OK for an invalid expression', async (lang, text, ok) => {
    const { user } = renderModal('0 0 12 * * ? 2030-2030', lang);
    const label = lang === 'en-US' ? 'Year range end' : '年周期结束';
    await openTab(user, lang === 'en-US' ? 'Year' : '年');
    const end = screen.getByRole('spinbutton', { name: label });
    await user.clear(end);
    await user.type(end, '2027');
    await user.tab();
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: ok })).toBeDisabled();
  });

  it('shows the description line in the current language', () => {
    renderModal('0 30 2 * * ? *', 'zh-CN');
    expect(screen.getByTestId('cron-description')).toHaveTextContent(/描述.*02:30/);
    expect(screen.getByRole('tab', { name: '秒' })).toBeInTheDocument();
  });

  it('calls onCancel without emitting', async () => {
    const { user, onOk, onCancel } = renderModal('0 30 2 * * ? *');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalled();
    expect(onOk).not.toHaveBeenCalled();
  });
});
