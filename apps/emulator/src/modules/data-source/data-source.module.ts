import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { loadOrCreateSecret } from '../../core/auth/secret';
import { EMULATOR_CONFIG, type EmulatorConfig } from '../../core/config/emulator.config';
import { DictModule } from '../dict';
import { DataSourceController } from './data-source.controller';
import { DataSourceService } from './data-source.service';
import { DataSourceEntity } from './entities/data-source.entity';
import { PASSWORD_CIPHER, PasswordCipher } from './password-cipher';

@Module({
  imports: [TypeOrmModule.forFeature([DataSourceEntity]), DictModule],
  controllers: [DataSourceController],
  providers: [
    DataSourceService,
    {
      provide: PASSWORD_CIPHER,
      inject: [EMULATOR_CONFIG],
      useFactory: (config: EmulatorConfig) => new PasswordCipher(loadOrCreateSecret(config.dataDir)),
    },
  ],
})
export class DataSourceModule {}
