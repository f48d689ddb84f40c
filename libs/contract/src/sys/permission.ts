import { z } from 'zod';
import { endpoint } from '../endpoint';
import { resultSchema } from '../result';

export const routeMetaSchema = z.looseObject({
  title: z.string().optional(),
  icon: z.string().optional(),
  url: z.string().optional(),
  keepAlive: z.boolean().optional(),
  internalOrExternal: z.boolean().optional(),
  componentName: z.string().optional(),
  hideMenu: z.boolean().optional(),
  hideTab: z.boolean().optional(),
  permissionList: z.array(z.unknown()).optional(),
});

/** One `menu[]` route object (contract §3.2). `route` is the string "1"/"0"; `hidden`/`alwaysShow` only when true. */
export interface MenuRoute {
  id: string;
  path: string;
  name: string;
  component: string;
  route: '0' | '1';
  redirect?: string | null;
  hidden?: boolean;
  alwaysShow?: boolean;
  meta: z.infer<typeof routeMetaSchema>;
  children?: MenuRoute[];
}
export const menuRouteSchema: z.ZodType<MenuRoute> = z.lazy(() =>
  z.object({
    id: z.string(),
    path: z.string(),
    name: z.string(),
    component: z.string(),
    route: z.enum(['0', '1']),
    redirect: z.string().nullable().optional(),
    hidden: z.literal(true).optional(),
    alwaysShow: z.literal(true).optional(),
    meta: routeMetaSchema,
    children: z.array(menuRouteSchema).optional(),
  }),
);

/** `auth[]`: the user's enabled button permissions; type "1" show/hide, "2" disable (contract §3.1). */
export const authEntrySchema = z.object({
  action: z.string(),
  type: z.enum(['1', '2']),
  describe: z.string().nullable().optional(),
});
export type AuthEntry = z.infer<typeof authEntrySchema>;

/** `allAuth[]`: every button permission with its status ("1" valid, "0" invalid). */
export const allAuthEntrySchema = authEntrySchema.extend({ status: z.enum(['0', '1']) });
export type AllAuthEntry = z.infer<typeof allAuthEntrySchema>;

export const userPermissionSchema = z.object({
  menu: z.array(menuRouteSchema),
  auth: z.array(authEntrySchema),
  allAuth: z.array(allAuthEntrySchema),
  sysSafeMode: z.boolean(),
});
export type UserPermission = z.infer<typeof userPermissionSchema>;

export const getUserPermissionByToken = endpoint({
  method: 'GET',
  path: '/sys/permission/getUserPermissionByToken',
  access: 'self',
  auth: true,
  response: resultSchema(userPermissionSchema.nullable()),
});
