import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { UserModule } from '../../modules/user/user.module';
import { EMULATOR_CONFIG, type EmulatorConfig } from '../config/emulator.config';
import { loadOrCreateSecret } from './secret';
import { TOKEN_SECRET, TokenService } from './token.service';
import { UserTokenEntity } from './user-token.entity';

/** Tokens and sessions for every module; the user module supplies the principal lookup. */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([UserTokenEntity]), UserModule],
  providers: [
    {
      provide: TOKEN_SECRET,
      inject: [EMULATOR_CONFIG],
      useFactory: (config: EmulatorConfig) => loadOrCreateSecret(config.dataDir),
    },
    TokenService,
  ],
  exports: [TokenService],
})
export class SessionModule {}
