import { usePermission } from '../../../components/authorized/use-permission';

/**
 * Whether the user holds a visible button code (`online:forceLogout`), read like the list kit's `authPre`
 * (Vue2 `disabledAuthFilter` over the `prefix:` rules): granted unless the prefix excludes the code.
 */
export function useButton(code: string): boolean {
  const { excluded } = usePermission();
  const cut = code.lastIndexOf(':') + 1;
  return !excluded(code.slice(0, cut)).includes(code.slice(cut));
}
