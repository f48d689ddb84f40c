import type { CallHandler, ExecutionContext } from '@nestjs/common';
import { lastValueFrom, of, throwError } from 'rxjs';
import type { EmulatorConfig } from '../../core/config/emulator.config';
import { JeecgError } from '../../core/errors/jeecg.errors';
import { CONTRACT_ENDPOINT } from '../../core/http/contract-endpoint';
import type { LogService, OperationLog } from './log.service';
import { OperationLogInterceptor } from './operation-log.interceptor';

class PositionController {
  edit(this: void): void {}
}
Reflect.defineMetadata(CONTRACT_ENDPOINT, { path: '/sys/position/edit' }, PositionController.prototype.edit);

function setup(method = 'PUT', operationLog = true) {
  const written: OperationLog[] = [];
  const logs = {
    writeOperationLog: (l: OperationLog) => (written.push(l), Promise.resolve()),
  } as unknown as LogService;
  const interceptor = new OperationLogInterceptor(logs, { operationLog } as EmulatorConfig);
  const req = {
    method,
    principal: { id: 'u1', username: 'admin' },
    ip: '::ffff:127.0.0.1',
    originalUrl: '/jeecg-boot/sys/position/edit?x=1',
    query: {},
    body: { id: '1', name: 'n', password: 'secret' },
  };
  const context = {
    switchToHttp: () => ({ getRequest: () => req }),
    getClass: () => PositionController,
    getHandler: () => PositionController.prototype.edit,
  } as unknown as ExecutionContext;
  return { interceptor, context, written };
}

describe('OperationLogInterceptor', () => {
  it('writes one type 2 row with the answer before passing it on', async () => {
    const { interceptor, context, written } = setup();
    const handler: CallHandler = { handle: () => of({ success: true, message: '编辑成功!' }) };
    await expect(lastValueFrom(interceptor.intercept(context, handler))).resolves.toMatchObject({
      message: '编辑成功!',
    });
    expect(written).toEqual([
      expect.objectContaining({
        logType: 2,
        operateType: 3,
        method: 'PositionController.edit()',
        logContent: '编辑 /sys/position/edit：编辑成功!',
        requestUrl: '/jeecg-boot/sys/position/edit',
        requestType: 'PUT',
      }),
    ]);
    expect(written[0].requestParam).not.toContain('secret');
  });

  it('logs a refusal as type 2 with its message and an unexpected error as type 4, rethrowing both', async () => {
    const { interceptor, context, written } = setup();
    const refuse: CallHandler = { handle: () => throwError(() => new JeecgError('未找到对应数据')) };
    await expect(lastValueFrom(interceptor.intercept(context, refuse))).rejects.toThrow('未找到对应数据');
    const crash: CallHandler = { handle: () => throwError(() => new Error('SQLITE_BUSY')) };
    await expect(lastValueFrom(interceptor.intercept(context, crash))).rejects.toThrow('SQLITE_BUSY');
    expect(written.map((w) => [w.logType, w.logContent])).toEqual([
      [2, '编辑 /sys/position/edit：未找到对应数据'],
      [4, '编辑 /sys/position/edit：异常：SQLITE_BUSY'],
    ]);
  });

  it('lets reads and a disabled log pass untouched', async () => {
    for (const [method, on] of [
      ['GET', true],
      ['PUT', false],
    ] as const) {
      const { interceptor, context, written } = setup(method, on);
      await lastValueFrom(interceptor.intercept(context, { handle: () => of(1) }));
      expect(written).toEqual([]);
    }
  });
});
