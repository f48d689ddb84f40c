// The door into modules/data-log: other modules import only what this file exports (issue #28).
export { DataLogService } from './data-log.service';
