// The door into modules/log: other modules import only what this file exports (issue #28).
export { LogEntity } from './entities/log.entity';
export { LogModule } from './log.module';
export { clientIp, LogService } from './log.service';
export { requestParamText } from './operation-log';
