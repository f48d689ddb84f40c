// The door into modules/position: other modules import only what this file exports (issue #28).
export { PositionEntity } from './entities/position.entity';
export { PositionService } from './position.service';
