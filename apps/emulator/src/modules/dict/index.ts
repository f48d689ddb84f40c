// The door into modules/dict: other modules import only what this file exports (issue #28).
export { DictModule } from './dict.module';
export { DictService } from './dict.service';
export { DictItemEntity } from './entities/dict-item.entity';
export { DictEntity } from './entities/dict.entity';
export { SECURITY_MESSAGE } from './table-dict.parser';
