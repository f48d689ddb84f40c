import { fireEvent, screen } from '@testing-library/react';
import type { SysCheckRule } from '@cropwatch/contract';
import { renderKit } from '../../../components/testing/render-kit';
import { fail, mockHttp, ok } from '../../../testing/mock-http';
import { CheckRuleTestModal } from './check-rule-test-modal';

const rule = {
  id: 'r1',
  ruleName: '地块编号',
  ruleCode: 'plot',
  ruleJson: '[]',
  ruleDescription: null,
  createBy: null,
  createTime: null,
  updateBy: null,
  updateTime: null,
} satisfies SysCheckRule;

describe('CheckRuleTestModal', () => {
  it('checks the value by code and shows the failing rule message, then a pass', async () => {
    const http = mockHttp((config) => {
      const { value } = config.params as { value: string };
      return value === 'AB%20123' ? ok(null) : fail('须为两位大写字母加三位数字');
    });
    renderKit(<CheckRuleTestModal rule={rule} onClose={() => undefined} />);
    const input = await screen.findByLabelText('测试值');
    fireEvent.change(input, { target: { value: 'ab' } });
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter' });
    expect(await screen.findByText('须为两位大写字母加三位数字')).toBeInTheDocument();
    expect(http.requests[0]).toMatchObject({
      url: '/sys/checkRule/checkByCode',
      params: { ruleCode: 'plot', value: 'ab' },
    });
    fireEvent.change(input, { target: { value: 'AB 123' } });
    fireEvent.click(screen.getByRole('button', { name: /测\s*试/ }));
    expect(await screen.findByText('“AB 123” 校验通过')).toBeInTheDocument();
    http.restore();
  });
});
