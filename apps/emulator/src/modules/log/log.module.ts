import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { LogEntity } from './entities/log.entity';
import { LogController } from './log.controller';
import { LogService } from './log.service';

/**
 * Global: `ContractRoute` binds the operation log interceptor to the write handlers of every module, and Nest
 * builds it in each controller's module, so LogService must be visible there.
 */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([LogEntity])],
  controllers: [LogController],
  providers: [LogService],
  exports: [LogService],
})
export class LogModule {}
