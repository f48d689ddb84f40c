import { z } from 'zod';
import { endpoint } from '../endpoint';
import { resultSchema } from '../result';

/** `DictModel` (contract §4.1): `title` and `label` mirror `text`. */
export const dictModelSchema = z.object({
  value: z.string(),
  text: z.string(),
  title: z.string().optional(),
  label: z.string().optional(),
  disabled: z.boolean().optional(),
});
export type DictModel = z.infer<typeof dictModelSchema>;

export const dictMapSchema = z.record(z.string(), z.array(dictModelSchema));
export type DictMap = z.infer<typeof dictMapSchema>;

/** A dict code: `sex`, or a table dictionary `table,text,code[,condition]` (contract §4.2). */
export const dictCodeSchema = z
  .string()
  .min(1, '字典Code不能为空!')
  .max(300)
  .regex(/^[A-Za-z0-9_,.\s='"<>!%()-]+$/, '字典Code格式不正确！');

export const getDictItems = endpoint({
  method: 'GET',
  path: '/sys/dict/getDictItems/:dictCode',
  access: 'self',
  auth: true,
  signed: true,
  params: z.object({ dictCode: dictCodeSchema }),
  response: resultSchema(z.array(dictModelSchema)),
});

export const queryAllDictItems = endpoint({
  method: 'GET',
  path: '/sys/dict/queryAllDictItems',
  access: 'self',
  auth: true,
  response: resultSchema(dictMapSchema),
});

export const refleshCache = endpoint({
  method: 'GET',
  path: '/sys/dict/refleshCache',
  access: { menu: '/isystem/dict' },
  auth: true,
  response: resultSchema(z.null()),
});
