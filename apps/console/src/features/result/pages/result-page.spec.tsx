import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderKit } from '../../../components/testing/render-kit';
import { ErrorResult, SuccessResult } from './result-page';

describe('result pages', { timeout: 30_000 }, () => {
  it('shows the success title, description, steps and actions', () => {
    renderKit(<SuccessResult />);
    expect(screen.getByText('提交成功')).toBeInTheDocument();
    expect(screen.getByText('部门初审')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /返回列表/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /打\s*印/ })).toBeInTheDocument();
  });

  it('shows the error title, what to correct and the way back', () => {
    renderKit(<ErrorResult />);
    expect(screen.getByText('提交失败')).toBeInTheDocument();
    expect(screen.getByText('您提交的内容有如下错误：')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /返回修改/ })).toBeInTheDocument();
  });
});
