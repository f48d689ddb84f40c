// The table moved to src/components so the menu form's icon picker offers exactly the icons the menu draws.
export { menuIcon, MenuIcon, normaliseIconName } from '../../components/menu-icon/menu-icons';
