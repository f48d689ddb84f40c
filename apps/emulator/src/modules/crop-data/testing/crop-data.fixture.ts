import { DataSource } from 'typeorm';
import { ENTITIES } from '../../../app.entities';
import { systemClock } from '../../../core/clock/clock';
import { loadConfig } from '../../../core/config/emulator.config';
import { MIGRATIONS } from '../../../database/migrations';
import { CropDataSeeder } from '../crop-data.seeder';
import { CropDataService } from '../crop-data.service';

/** A CropDataService over an in-memory database loaded from seed/crop, for unit specs (no Nest app). */
export async function createCropDataFixture(): Promise<{
  data: CropDataService;
  db: DataSource;
  close(): Promise<void>;
}> {
  const db = new DataSource({
    type: 'better-sqlite3',
    database: ':memory:',
    entities: ENTITIES,
    migrations: MIGRATIONS,
    synchronize: false,
  });
  await db.initialize();
  await db.runMigrations();
  const config = loadConfig({});
  const data = new CropDataService(db, new CropDataSeeder(db, config, systemClock));
  await data.onApplicationBootstrap();
  return { data, db, close: () => db.destroy() };
}
