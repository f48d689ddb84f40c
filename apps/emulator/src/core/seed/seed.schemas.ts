import { z } from 'zod';

/** Shapes of the files in `seed/`: checked before anything is written, so a typo fails loudly. */

const mobile = z.string().regex(/^1[3-9]\d{9}$/);
const flag = z.boolean().optional();

export const seedButtonSchema = z.object({
  name: z.string().min(1),
  nameEn: z.string().optional(),
  perms: z.string().min(1),
  permsType: z.enum(['1', '2']).default('1'),
  status: z.enum(['0', '1']).default('1'),
});

/** A row filter of a page (`sys_permission_data_rule`, contract §6.4); roles select it by `key`. */
export const seedDataRuleSchema = z.object({
  key: z.string().regex(/^[a-z0-9-]+$/),
  ruleName: z.string().min(1),
  ruleColumn: z.string().min(1),
  ruleConditions: z.enum(['=', '!=', '>', '<', '>=', '<=', 'LIKE', 'LEFT_LIKE', 'RIGHT_LIKE', 'IN']),
  ruleValue: z.string().min(1),
});

export interface SeedMenu {
  key: string;
  name: string;
  nameEn?: string;
  url: string;
  component: string;
  componentName?: string;
  icon?: string;
  redirect?: string;
  description?: string;
  hidden?: boolean;
  alwaysShow?: boolean;
  route?: boolean;
  internalOrExternal?: boolean;
  keepAlive?: boolean;
  hideTab?: boolean;
  buttons?: z.infer<typeof seedButtonSchema>[];
  dataRules?: z.infer<typeof seedDataRuleSchema>[];
  children?: SeedMenu[];
}

export const seedMenuSchema: z.ZodType<SeedMenu> = z.lazy(() =>
  z.object({
    key: z.string().regex(/^[a-z0-9-]+$/),
    name: z.string().min(1),
    nameEn: z.string().optional(),
    url: z.string().min(1),
    component: z.string().min(1),
    componentName: z.string().optional(),
    icon: z.string().optional(),
    redirect: z.string().optional(),
    description: z.string().optional(),
    hidden: flag,
    alwaysShow: flag,
    route: flag,
    internalOrExternal: flag,
    keepAlive: flag,
    hideTab: flag,
    buttons: z.array(seedButtonSchema).optional(),
    dataRules: z.array(seedDataRuleSchema).optional(),
    children: z.array(seedMenuSchema).optional(),
  }),
);

export interface SeedDepart {
  id: string;
  departName: string;
  departNameEn?: string;
  departNameAbbr?: string;
  orgCode: string;
  orgCategory: '1' | '2' | '3';
  mobile?: string;
  address?: string;
  memo?: string;
  children?: SeedDepart[];
}

export const seedDepartSchema: z.ZodType<SeedDepart> = z.lazy(() =>
  z.object({
    id: z.string().regex(/^[0-9a-f]{32}$/),
    departName: z.string().min(1),
    departNameEn: z.string().optional(),
    departNameAbbr: z.string().optional(),
    orgCode: z.string().regex(/^([A-Z]\d{2})+$/),
    orgCategory: z.enum(['1', '2', '3']),
    mobile: z.string().optional(),
    address: z.string().optional(),
    memo: z.string().optional(),
    children: z.array(seedDepartSchema).optional(),
  }),
);

export const seedFilesSchema = {
  menus: z.object({ menus: z.array(seedMenuSchema) }),
  departs: z.object({ departs: z.array(seedDepartSchema) }),
  tenants: z.object({
    tenants: z.array(
      z.object({
        id: z.number().int().positive(),
        name: z.string().min(1),
        status: z.union([z.literal(0), z.literal(1)]),
      }),
    ),
  }),
  roles: z.object({
    roles: z.array(
      z.object({
        id: z.string().regex(/^[0-9a-f]{32}$/),
        roleCode: z.string().min(1),
        roleName: z.string().min(1),
        description: z.string().optional(),
        menus: z.array(z.string()),
        buttons: z.array(z.string()),
        /** Menu key -> the keys of its data rules the role is held to (`sys_role_permission.data_rule_ids`). */
        dataRules: z.record(z.string(), z.array(z.string())).optional(),
      }),
    ),
  }),
  users: z.object({
    users: z.array(
      z.object({
        id: z.string().regex(/^[0-9a-f]{32}$/),
        username: z.string().regex(/^[A-Za-z0-9_]{4,18}$/),
        realname: z.string().min(1),
        password: z.string().min(1),
        sex: z.union([z.literal(0), z.literal(1), z.literal(2)]),
        birthday: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
        email: z.string().email(),
        phone: mobile,
        workNo: z.string().min(1),
        telephone: z.string().optional(),
        status: z.union([z.literal(1), z.literal(2)]).default(1),
        delFlag: z.union([z.literal(0), z.literal(1)]).default(0),
        userIdentity: z.union([z.literal(1), z.literal(2)]),
        departs: z.array(z.string()),
        leads: z.array(z.string()).optional(),
        tenants: z.array(z.number().int()),
        roles: z.array(z.string()),
      }),
    ),
  }),
  dicts: z.object({
    dicts: z.array(
      z.object({
        dictCode: z.string().regex(/^[A-Za-z0-9_]+$/),
        dictName: z.string().min(1),
        type: z.union([z.literal(0), z.literal(1)]),
        items: z.array(
          z.object({
            value: z.string(),
            text: z.string().min(1),
            status: z.union([z.literal(0), z.literal(1)]).default(1),
          }),
        ),
      }),
    ),
  }),
  announcements: z.object({
    announcements: z.array(
      z.object({
        id: z.string().regex(/^\d{1,32}$/),
        titile: z.string().min(1),
        msgAbstract: z.string().optional(),
        msgContent: z.string(),
        priority: z.enum(['L', 'M', 'H']),
        msgCategory: z.enum(['1', '2']),
        msgType: z.enum(['ALL', 'USER']),
        users: z.array(z.string()).optional(),
        sendStatus: z.enum(['0', '1', '2']),
        daysAgo: z.number().int().min(0),
        endInDays: z.number().int().positive(),
        sender: z.string().optional(),
        openType: z.enum(['url', 'component']).optional(),
        openPage: z.string().optional(),
      }),
    ),
  }),
  'login-logs': z.object({
    logs: z.array(
      z.object({
        daysAgo: z.number().int().min(0),
        time: z.string().regex(/^\d{2}:\d{2}:\d{2}$/),
        username: z.string(),
        ip: z.string(),
      }),
    ),
  }),
} as const;

export type SeedFiles = { [K in keyof typeof seedFilesSchema]: z.infer<(typeof seedFilesSchema)[K]> };
