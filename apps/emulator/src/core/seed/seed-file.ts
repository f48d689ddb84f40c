import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { EntityManager, EntityTarget, ObjectLiteral } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity';
import type { z } from 'zod';

/** Reads `seed/<file>` and checks it with `schema`; throws naming the file and the first problem. */
export function readSeedFile<S extends z.ZodType>(seedDir: string, file: string, schema: S): z.output<S> {
  const parsed = schema.safeParse(JSON.parse(readFileSync(path.join(seedDir, file), 'utf8')));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`seed/${file}: ${issue.path.join('.')}: ${issue.message}`);
  }
  return parsed.data;
}

/**
 * Multi-row insert that leaves the given objects untouched: TypeORM's `insert` writes "returned" values
 * back into them, and on SQLite it assigns the primary keys to the wrong objects of a multi-row insert.
 */
export function insertRows<T extends ObjectLiteral>(
  em: EntityManager,
  entity: EntityTarget<T>,
  rows: QueryDeepPartialEntity<T>[],
) {
  return em.createQueryBuilder().insert().into(entity).values(rows).updateEntity(false).execute();
}

/** Stable 32-hex ids for seeded rows, so role grants and tests can refer to them. */
export const seedId = (kind: string, key: string) => createHash('md5').update(`${kind}:${key}`).digest('hex');
