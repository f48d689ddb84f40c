import { UseInterceptors } from '@nestjs/common';
import { INTERCEPTORS_METADATA } from '@nestjs/common/constants';
import { commonUpload, getDictItems, logout } from '@cropwatch/contract';
import { ContractRoute } from './contract-route.decorator';
import { OperationLogHook as OperationLogInterceptor } from './operation-log.hook';

class Upload {}

class Handlers {
  @ContractRoute(getDictItems)
  read(): void {}

  @ContractRoute(logout)
  anyMethod(): void {}

  @ContractRoute(commonUpload)
  @UseInterceptors(Upload)
  uploadBelow(): void {}

  @UseInterceptors(Upload)
  @ContractRoute(commonUpload)
  uploadAbove(): void {}
}

const interceptorsOf = (name: keyof Handlers): unknown =>
  Reflect.getMetadata(
    INTERCEPTORS_METADATA,
    Object.getOwnPropertyDescriptor(Handlers.prototype, name)!.value as object,
  );

describe('ContractRoute', () => {
  it('gives a GET-only handler no interceptor, so Nest skips its rxjs chain', () => {
    expect(interceptorsOf('read')).toBeUndefined();
  });

  it('binds the operation log to a handler that accepts any method', () => {
    expect(interceptorsOf('anyMethod')).toEqual([OperationLogInterceptor]);
  });

  it('puts the operation log before the handler’s own interceptors whatever the decorator order', () => {
    expect(interceptorsOf('uploadBelow')).toEqual([OperationLogInterceptor, Upload]);
    expect(interceptorsOf('uploadAbove')).toEqual([OperationLogInterceptor, Upload]);
  });
});
