export { menuTitle } from '../../lib/menu-title';
