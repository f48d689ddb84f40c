import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, Form } from 'antd';
import { useState } from 'react';
import { renderWithI18n } from '../testing/render';
import { CronInput } from './cron-input';

function Controlled({ initial, onChange }: { initial?: string; onChange?: (value: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <CronInput
      value={value}
      tz="UTC"
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    />
  );
}

const builderOpen = () => screen.queryByRole('textbox', { name: 'Full expression' }) !== null;

describe('CronInput', () => {
  it('shows the expression in a read-only input', () => {
    renderWithI18n(<CronInput value="0 30 2 * * ? *" />);
    const input = screen.getByRole('textbox', { name: 'Cron expression' });
    expect(input).toHaveValue('0 30 2 * * ? *');
    expect(input).toHaveAttribute('readonly');
  });

  it('opens the builder on the current value, emits on OK and closes', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup({ delay: null });
    renderWithI18n(<Controlled initial="0 30 2 * * ? *" onChange={onChange} />);

    await user.click(screen.getByRole('button', { name: 'Select' }));
    expect(screen.getByRole('textbox', { name: 'Full expression' })).toHaveValue('0 30 2 * * ? *');
    await user.click(screen.getByRole('tab', { name: 'Minute' }));
    await user.click(screen.getByRole('checkbox', { name: '45' }));
    await user.click(screen.getByRole('button', { name: 'OK' }));

    expect(onChange).toHaveBeenCalledWith('0 30,45 2 * * ? *');
    expect(screen.getByRole('textbox', { name: 'Cron expression' })).toHaveValue('0 30,45 2 * * ? *');
    await waitFor(() => expect(builderOpen()).toBe(false));
  });

  it('changes nothing on Cancel, and reopens on the value again', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup({ delay: null });
    renderWithI18n(<Controlled initial="0 30 2 * * ? *" onChange={onChange} />);

    await user.click(screen.getByRole('button', { name: 'Select' }));
    await user.click(screen.getByRole('radio', { name: 'Every second' }));
    expect(screen.getByRole('textbox', { name: 'Full expression' })).toHaveValue('* 30 2 * * ? *');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(builderOpen()).toBe(false));
    expect(onChange).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Select' }));
    expect(screen.getByRole('textbox', { name: 'Full expression' })).toHaveValue('0 30 2 * * ? *');
  });

  it('opens on the defaults when the value is empty', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithI18n(<CronInput />);
    await user.click(screen.getByRole('button', { name: 'Select' }));
    expect(screen.getByRole('textbox', { name: 'Full expression' })).toHaveValue('* * * * * ? *');
  });

  it('works as an antd form control named by its Form.Item label', async () => {
    const onFinish = vi.fn();
    const user = userEvent.setup({ delay: null });
    renderWithI18n(
      <Form onFinish={onFinish} initialValues={{ cronExpression: '0/5 * * * * ? *' }}>
        <Form.Item name="cronExpression" label="Schedule">
          <CronInput tz="UTC" />
        </Form.Item>
        <Button htmlType="submit">Save</Button>
      </Form>,
    );
    expect(screen.getByLabelText('Schedule')).toHaveValue('0/5 * * * * ? *');
    await user.click(screen.getByRole('button', { name: 'Select' }));
    await user.click(screen.getByRole('radio', { name: 'Every second' }));
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onFinish).toHaveBeenCalledWith({ cronExpression: '* * * * * ? *' }));
  });

  it('does not open when disabled', () => {
    renderWithI18n(<CronInput value="0 30 2 * * ? *" disabled />);
    expect(screen.getByRole('button', { name: 'Select' })).toBeDisabled();
  });

  it('speaks zh-CN', () => {
    renderWithI18n(<CronInput />, 'zh-CN');
    expect(screen.getByRole('textbox', { name: 'Cron表达式' })).toHaveAttribute('placeholder', '请设置Cron表达式');
    expect(screen.getByRole('button', { name: /^选\s?择$/ })).toBeInTheDocument();
  });
});
