// The door into modules/category: other modules import only what this file exports (issue #28).
export { CategoryEntity } from './entities/category.entity';
