import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { i18n } from '../../../lib/i18n';
import { exceptionPages } from './exception-page';

function renderAt(code: '403' | '404' | '500') {
  const Page = exceptionPages[code];
  const router = createMemoryRouter(
    [
      { path: '/exception/:code', element: <Page /> },
      { path: '/dashboard/analysis', element: <p>home page</p> },
    ],
    { initialEntries: [`/exception/${code}`] },
  );
  render(<RouterProvider router={router} />);
}

describe('exception pages', () => {
  beforeAll(async () => {
    await i18n.changeLanguage('zh-CN');
  });

  it.each([
    ['403', '抱歉，你无权访问该页面'],
    ['404', '抱歉，你访问的页面不存在或仍在开发中'],
    ['500', '抱歉，服务器出错了'],
  ] as const)('shows the %s description', (code, text) => {
    renderAt(code);
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it('goes back to the home page', async () => {
    renderAt('404');
    await userEvent.click(screen.getByRole('button', { name: /返回首页/ }));
    expect(await screen.findByText('home page')).toBeInTheDocument();
  });
});
