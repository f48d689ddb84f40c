import { cropTaskAdd, getDictItems, selfEdit, updatePassword, userAdd } from '@cropwatch/contract';
import { fail, mockHttp, ok, spyFeedback } from '../testing/mock-http';
import { runtimeConfig } from './config';
import {
  call,
  deleteAction,
  downloadFile,
  getAction,
  HttpError,
  httpAction,
  onSessionExpired,
  pageControl,
  postAction,
  putAction,
  RELOAD_DELAY_MS,
  resetSessionExpiry,
  ResultError,
  setCurrentRouteName,
  unwrap,
  uploadAction,
} from './http';
import { setLanguage } from './i18n';
import { localCache, StorageKey } from './storage';

let feedback: ReturnType<typeof spyFeedback>;
let reload: ReturnType<typeof vi.spyOn>;

beforeAll(() => setLanguage('zh-CN'));

beforeEach(() => {
  localStorage.clear();
  resetSessionExpiry();
  setCurrentRouteName('');
  feedback = spyFeedback();
  reload = vi.spyOn(pageControl, 'reload').mockImplementation(() => undefined);
});

afterEach(() => {
  feedback.unbind();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

/** Lets the interceptor's async error report finish. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('request headers', () => {
  it('sends the token, tenant 0 on both tenant headers, the language, and the configured base', async () => {
    localCache.set(StorageKey.accessToken, 'tok-1');
    let base = '';
    const capture = mockHttp((config) => {
      base = config.baseURL ?? '';
      return ok(null);
    });
    await getAction('/sys/user/list');
    capture.restore();
    const { headers } = capture.requests[0];
    expect(headers.get('X-Access-Token')).toBe('tok-1');
    expect(headers.get('tenant-id')).toBe('0');
    expect(headers.get('X-Tenant-Id')).toBe('0');
    expect(headers.get('Accept-Language')).toBe('zh-CN');
    expect(base).toBe(runtimeConfig.apiBaseUrl);
  });

  it('sends the selected tenant and no token header when signed out', async () => {
    localCache.set(StorageKey.tenantId, 7);
    const mock = mockHttp(() => ok(null));
    await postAction('/sys/login', {});
    mock.restore();
    const { headers } = mock.requests[0];
    expect(headers.has('X-Access-Token')).toBe(false);
    expect(headers.get('tenant-id')).toBe('7');
    expect(headers.get('X-Tenant-Id')).toBe('7');
  });

  it('adds X-Low-App-ID only while a low-app route with an app id is current', async () => {
    const mock = mockHttp(() => ok(null));
    setCurrentRouteName('low-app-list', 'app-9');
    await putAction('/a');
    setCurrentRouteName('isystem-user', 'app-9');
    await putAction('/b');
    setCurrentRouteName('low-app-list');
    await putAction('/c');
    mock.restore();
    expect(mock.requests.map((r) => r.headers.get('X-Low-App-ID') ?? null)).toEqual(['app-9', null, null]);
  });
});

describe('the _t cache-buster', () => {
  it('adds epoch seconds first on GETs', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(1_700_000_000_900));
    const mock = mockHttp(() => ok(null));
    await getAction('/sys/user/list', { pageNo: 1 });
    mock.restore();
    expect(mock.requests[0].params).toEqual({ _t: 1_700_000_000, pageNo: 1 });
    expect(Object.keys(mock.requests[0].params)[0]).toBe('_t');
  });

  it('leaves dictionary item lists and non-GET requests alone', async () => {
    const mock = mockHttp(() => ok(null));
    await getAction('/sys/dict/getDictItems/sex');
    await postAction('/sys/login', { a: 1 });
    await deleteAction('/sys/user/delete', { id: '1' });
    mock.restore();
    expect(mock.requests.map((r) => '_t' in r.params)).toEqual([false, false, false]);
    expect(mock.requests[2].params).toEqual({ id: '1' });
  });
});

describe('request signature (contract §9.2 worked examples)', () => {
  const signOf = async (run: () => Promise<unknown>) => {
    const mock = mockHttp(() => ok([]));
    await run();
    mock.restore();
    return mock.requests[0].headers;
  };

  it('signs a plain dictionary code', async () => {
    const headers = await signOf(() => getAction('/sys/dict/getDictItems/sex'));
    expect(headers.get('X-Sign')).toBe('E19D6243CB1945AB4F7202A1B00F77D5');
  });

  it('signs a table dictionary through x-path-variable', async () => {
    const headers = await signOf(() => getAction('/sys/dict/getDictItems/sys_user,realname,username'));
    expect(headers.get('X-Sign')).toBe('D9E9093773A902BBE1CF4FAE26BE5D1C');
  });

  it('signs query parameters as strings, whether passed as params or written in the url', async () => {
    const viaParams = await signOf(() =>
      getAction('/sys/dict/loadDict/sys_user,realname,username', {
        keyword: 'adm',
        pageSize: 10,
        skip: undefined,
        none: null,
      }),
    );
    const viaUrl = await signOf(() =>
      getAction('/sys/dict/loadDict/sys_user,realname,username?keyword=adm&pageSize=10'),
    );
    expect(viaParams.get('X-Sign')).toBe('11FBAA8B93EC2684DA669F9A18719285');
    expect(viaUrl.get('X-Sign')).toBe('11FBAA8B93EC2684DA669F9A18719285');
  });

  it('hashes non-ASCII values as UTF-8, as the server does', async () => {
    // MD5 of the UTF-8 payload + secret as node:crypto computes it (the emulator's and JeecgBoot's reading).
    const headers = await signOf(() =>
      getAction('/sys/dict/loadDict/sys_user,realname,username', { keyword: '管理员' }),
    );
    expect(headers.get('X-Sign')).toBe('236CE760029A95C5FDC885C71DC5E312');
  });

  it('stamps X-TIMESTAMP in epoch milliseconds', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(1_700_000_000_123));
    const headers = await signOf(() => postAction('/sys/sms', { mobile: '13800000000', smsmode: '0' }));
    expect(headers.get('X-TIMESTAMP')).toBe('1700000000123');
    expect(headers.get('X-Sign')).toMatch(/^[0-9A-F]{32}$/);
  });

  it('signs httpAction but not putAction, deleteAction or uploads', async () => {
    const mock = mockHttp(() => ok(null));
    await httpAction('/sys/dict/getDictItems/sex', {}, 'get');
    await putAction('/sys/user/edit', { id: '1' });
    await deleteAction('/sys/user/delete', { id: '1' });
    await uploadAction('/sys/common/upload', new FormData());
    mock.restore();
    expect(mock.requests[0].headers.get('X-Sign')).toBe('E19D6243CB1945AB4F7202A1B00F77D5');
    expect(mock.requests.slice(1).map((r) => r.headers.has('X-Sign'))).toEqual([false, false, false]);
  });

  it('uses the secret from the runtime configuration', async () => {
    const saved = runtimeConfig.signatureSecret;
    runtimeConfig.signatureSecret = 'another';
    const headers = await signOf(() => getAction('/sys/dict/getDictItems/sex'));
    runtimeConfig.signatureSecret = saved;
    expect(headers.get('X-Sign')).not.toBe('E19D6243CB1945AB4F7202A1B00F77D5');
  });
});

describe('typed call from the endpoint table', () => {
  it('fills path parameters, keeps commas literal and signs dictionary reads', async () => {
    const mock = mockHttp(() => ok([{ value: '1', text: '男' }]));
    const res = await call(getDictItems, { params: { dictCode: 'sys_user,realname,username' } });
    mock.restore();
    expect(res.result).toEqual([{ value: '1', text: '男' }]);
    expect(mock.requests[0].url).toBe('/sys/dict/getDictItems/sys_user,realname,username');
    expect(mock.requests[0].headers.get('X-Sign')).toBe('D9E9093773A902BBE1CF4FAE26BE5D1C');
  });

  it('sends the body with the contract method', async () => {
    const mock = mockHttp(() => ok('密码重置成功!'));
    const body = { username: 'admin', oldpassword: 'a', password: 'b', confirmpassword: 'b' };
    await call(updatePassword, { body });
    mock.restore();
    expect(mock.requests[0]).toMatchObject({ method: 'PUT', url: '/sys/user/updatePassword', data: body });
  });

  it('refuses to call with a missing path parameter', async () => {
    await expect(call(getDictItems, { params: {} })).rejects.toThrow(/dictCode/);
  });
});

describe('envelopes', () => {
  it('resolves success:false envelopes and unwrap turns them into a ResultError with the code', async () => {
    const mock = mockHttp(() => fail('验证码错误', 412));
    const res = await postAction('/sys/login', {});
    mock.restore();
    expect(res.success).toBe(false);
    expect(() => unwrap(res)).toThrow(ResultError);
    expect(() => unwrap(res)).toThrow('验证码错误');
    try {
      unwrap(res);
    } catch (error) {
      expect((error as ResultError).code).toBe(412);
    }
  });
});

describe('error catalogue (spec §8)', () => {
  const failWith = async (
    reply: Parameters<typeof mockHttp>[0],
    run: () => Promise<unknown> = () => getAction('/x'),
  ) => {
    const mock = mockHttp(reply);
    await expect(run()).rejects.toBeInstanceOf(HttpError);
    await settle();
    mock.restore();
  };

  it('403: System notice / 拒绝访问 for 4 s', async () => {
    await failWith(() => ({ status: 403, data: {} }));
    expect(feedback.notification.error).toHaveBeenCalledWith(
      expect.objectContaining({ title: '系统提示', description: '拒绝访问', duration: 4 }),
    );
  });

  it('404/405 of a row a plain 3.4.0 server lacks: says the connected server does not provide it (issue #30)', async () => {
    const mock = mockHttp(() => ({ status: 404, data: { status: 404, error: 'Not Found' } }));
    await expect(call(selfEdit, { body: { realname: 'x' } })).rejects.toBeInstanceOf(HttpError);
    mock.restore();
    expect(mock.requests[0]).toMatchObject({ method: 'POST', url: '/sys/user/login/setting/userEdit' });
    const mock405 = mockHttp(() => ({ status: 405, data: { status: 405, error: 'Method Not Allowed' } }));
    await expect(call(cropTaskAdd, { body: {} as never })).rejects.toBeInstanceOf(HttpError);
    mock405.restore();
    await settle();
    const notices = feedback.notification.error.mock.calls as unknown as [{ description: string }][];
    expect(notices.map(([args]) => args.description)).toEqual([
      '连接的服务器不提供此功能：/sys/user/login/setting/userEdit 自 JeecgBoot 3.5.0 起才有',
      '连接的服务器不提供此功能：/crop/task/add 是本项目的接口，普通 JeecgBoot 服务器没有',
    ]);
  });

  it('404 of a row the 3.4.0 server has keeps the generic notice', async () => {
    const mock = mockHttp(() => ({ status: 404, data: { status: 404, error: 'Not Found' } }));
    await expect(call(userAdd, { body: {} as never })).rejects.toBeInstanceOf(HttpError);
    mock.restore();
    await settle();
    expect(feedback.notification.error).toHaveBeenCalledWith(
      expect.objectContaining({ description: '很抱歉，资源未找到!' }),
    );
  });

  it('404: 很抱歉，资源未找到!', async () => {
    await failWith(() => ({ status: 404, data: { status: 404, error: 'Not Found' } }));
    expect(feedback.notification.error).toHaveBeenCalledWith(
      expect.objectContaining({ description: '很抱歉，资源未找到!' }),
    );
  });

  it('504 and client timeouts: 网络超时', async () => {
    await failWith(() => ({ status: 504, data: '' }));
    await failWith((config) => new HttpError('timeout of 9000ms exceeded', 'ECONNABORTED', config));
    expect(feedback.notification.error).toHaveBeenCalledTimes(2);
    for (const [args] of feedback.notification.error.mock.calls) {
      expect(args).toMatchObject({ description: '网络超时' });
    }
  });

  it('uses a 9000 ms timeout', async () => {
    const mock = mockHttp((config) => ({ data: { timeout: config.timeout } }));
    const res = await getAction('/x');
    mock.restore();
    expect(res).toEqual({ timeout: 9000 });
  });

  it('network failure: Network error, please retry (en-US)', async () => {
    setLanguage('en-US');
    await failWith((config) => new HttpError('Network Error', 'ERR_NETWORK', config));
    setLanguage('zh-CN');
    expect(feedback.notification.error).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'System notice', description: 'Network error, please retry' }),
    );
  });

  it('401 with a token: notice for 4 s, logout handlers, reload 1.5 s later', async () => {
    vi.useFakeTimers();
    localCache.set(StorageKey.accessToken, 'tok');
    const handler = vi.fn();
    const off = onSessionExpired(handler);
    const mock = mockHttp(() => ({
      status: 401,
      data: '{"success":true,"message":"Token失效，请重新登录!","code":401,"result":null}',
    }));
    await expect(getAction('/x')).rejects.toBeInstanceOf(HttpError);
    await vi.advanceTimersByTimeAsync(0);
    expect(feedback.notification.error).toHaveBeenCalledWith(
      expect.objectContaining({ description: '很抱歉，登录已过期，请重新登录', duration: 4 }),
    );
    expect(handler).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(RELOAD_DELAY_MS - 1);
    expect(reload).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(reload).toHaveBeenCalledTimes(1);
    mock.restore();
    off();
  });

  it('401 without a token: notice only, no logout and no reload', async () => {
    const handler = vi.fn();
    const off = onSessionExpired(handler);
    await failWith(() => ({ status: 401, data: {} }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    off();
    expect(feedback.notification.error).toHaveBeenCalledTimes(1);
    expect(handler).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
  });

  it('401 of a call sent with an ended session (a poll answered after the sign-out): no notice, logout or reload', async () => {
    localCache.set(StorageKey.accessToken, 'old');
    const handler = vi.fn();
    const off = onSessionExpired(handler);
    const mock = mockHttp(() => {
      // The session ends while the call is on its way (the user signed out, or signed in again).
      localCache.remove(StorageKey.accessToken);
      return { status: 401, data: {} };
    });
    await expect(getAction('/sys/annountCement/listByUser')).rejects.toBeInstanceOf(HttpError);
    await new Promise((resolve) => setTimeout(resolve, 20));
    mock.restore();
    off();
    expect(mock.requests[0].headers.get('X-Access-Token')).toBe('old');
    expect(feedback.notification.error).not.toHaveBeenCalled();
    expect(handler).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
  });

  it('500 with Token失效 and a token: 登录已过期 dialog whose 重新登录 logs out and reloads', async () => {
    localCache.set(StorageKey.accessToken, 'tok');
    const handler = vi.fn();
    const off = onSessionExpired(handler);
    await failWith(() => ({ status: 500, data: { status: 500, message: 'Token失效，请重新登录' } }));
    expect(feedback.modal.error).toHaveBeenCalledTimes(1);
    const [dialog] = feedback.modal.error.mock.calls[0] as unknown as [
      { title: string; content: string; okText: string; onOk: () => Promise<void> },
    ];
    expect(dialog).toMatchObject({ title: '登录已过期', okText: '重新登录' });
    expect(handler).not.toHaveBeenCalled();
    await dialog.onOk();
    off();
    expect(handler).toHaveBeenCalledTimes(1);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('500 with Token失效 but no token: the server message as a notice', async () => {
    await failWith(() => ({ status: 500, data: { message: 'Token失效，请重新登录' } }));
    expect(feedback.modal.error).not.toHaveBeenCalled();
    expect(feedback.notification.error).toHaveBeenCalledWith(
      expect.objectContaining({ description: 'Token失效，请重新登录' }),
    );
  });

  it('reads blob error bodies for Token失效', async () => {
    localCache.set(StorageKey.accessToken, 'tok');
    const body = new Blob([JSON.stringify({ status: 500, message: 'Token失效，请重新登录' })], {
      type: 'application/json',
    });
    await failWith(
      () => ({ status: 500, data: body }),
      () => getAction('/sys/user/exportXls'),
    );
    expect(feedback.modal.error).toHaveBeenCalledTimes(1);
  });

  it('other statuses: the server message for 4 s', async () => {
    await failWith(() => ({ status: 502, data: { message: 'Bad gateway upstream' } }));
    await failWith(() => ({ status: 500, data: { message: '操作失败，NullPointerException' } }));
    expect(feedback.notification.error.mock.calls.map(([a]) => (a as { description: string }).description)).toEqual([
      'Bad gateway upstream',
      '操作失败，NullPointerException',
    ]);
  });

  it('never shows two expiry dialogs at once', async () => {
    localCache.set(StorageKey.accessToken, 'tok');
    const mock = mockHttp(() => ({ status: 500, data: { message: 'Token失效，请重新登录' } }));
    await Promise.allSettled([getAction('/a'), getAction('/b'), getAction('/c')]);
    await settle();
    mock.restore();
    await failWith(() => ({ status: 401, data: {} }));
    expect(feedback.modal.error).toHaveBeenCalledTimes(1);
    expect(feedback.notification.error).not.toHaveBeenCalled();
  });

  it('stays silent for cancelled and silent requests', async () => {
    const mock = mockHttp((config) =>
      config.url === '/cancelled' ? new HttpError('canceled', 'ERR_CANCELED', config) : { status: 403, data: {} },
    );
    await expect(getAction('/cancelled')).rejects.toMatchObject({ code: 'ERR_CANCELED' });
    await expect(call(updatePassword, {}, { silent: true })).rejects.toBeInstanceOf(HttpError);
    await settle();
    mock.restore();
    expect(feedback.notification.error).not.toHaveBeenCalled();
  });
});

describe('downloadFile', () => {
  it('saves the blob, adding .xls to a bare name', async () => {
    const create = vi.fn(() => 'blob:1');
    const revoke = vi.fn();
    Object.assign(URL, { createObjectURL: create, revokeObjectURL: revoke });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    let downloaded = '';
    click.mockImplementation(function (this: HTMLAnchorElement) {
      downloaded = this.download;
    });
    const mock = mockHttp(() => ({ data: new Blob(['xls-bytes'], { type: 'application/vnd.ms-excel' }) }));
    await downloadFile('/sys/user/exportXls', '用户列表', { ids: '1' });
    mock.restore();
    expect(downloaded).toBe('用户列表.xls');
    expect(mock.requests[0].params).toMatchObject({ ids: '1' });
    expect(revoke).toHaveBeenCalledWith('blob:1');
  });

  it('warns 文件下载失败 for an empty file or a JSON refusal', async () => {
    const mock = mockHttp((config) =>
      config.url === '/empty'
        ? { data: new Blob([]) }
        : { data: new Blob([JSON.stringify({ success: false, message: '导出失败' })], { type: 'application/json' }) },
    );
    await downloadFile('/empty', 'a');
    await downloadFile('/json', 'b');
    mock.restore();
    expect(feedback.message.warning).toHaveBeenCalledTimes(2);
    expect(feedback.message.warning).toHaveBeenCalledWith('文件下载失败');
  });

  it('opens the expiry dialog when the JSON refusal says Token失效', async () => {
    localCache.set(StorageKey.accessToken, 'tok');
    const mock = mockHttp(() => ({
      data: new Blob([JSON.stringify({ success: false, message: 'Token失效，请重新登录!' })], {
        type: 'application/json',
      }),
    }));
    await downloadFile('/x', 'a.xlsx');
    mock.restore();
    expect(feedback.modal.error).toHaveBeenCalledTimes(1);
    expect(feedback.message.warning).not.toHaveBeenCalled();
  });
});

describe('uploadAction', () => {
  it('posts the form data and reports whole percentages', async () => {
    const progress = vi.fn();
    const mock = mockHttp((config) => {
      config.onUploadProgress?.({ loaded: 1, total: 3 });
      return ok(null, { message: 'temp/a.png' });
    });
    const form = new FormData();
    form.append('biz', 'temp');
    const res = await uploadAction('/sys/common/upload', form, progress);
    mock.restore();
    expect(res.message).toBe('temp/a.png');
    expect(mock.requests[0].data).toBe(form);
    expect(progress).toHaveBeenCalledWith(33);
  });
});
