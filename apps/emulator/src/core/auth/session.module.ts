import { type DynamicModule, Global, Module, type Type } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { EMULATOR_CONFIG, type EmulatorConfig } from '../config/emulator.config';
import { loadOrCreateSecret } from './secret';
import { TOKEN_SECRET, TokenService } from './token.service';
import { UserTokenEntity } from './user-token.entity';

/**
 * Tokens and sessions for every module. The principal lookup (`PRINCIPAL_LOADER`) comes from the module the
 * application names (the user module, wired in app.module), so core imports no module.
 */
@Global()
@Module({})
export class SessionModule {
  static forRoot(principals: Type<unknown>): DynamicModule {
    return {
      module: SessionModule,
      imports: [TypeOrmModule.forFeature([UserTokenEntity]), principals],
      providers: [
        {
          provide: TOKEN_SECRET,
          inject: [EMULATOR_CONFIG],
          useFactory: (config: EmulatorConfig) => loadOrCreateSecret(config.dataDir),
        },
        TokenService,
      ],
      exports: [TokenService],
    };
  }
}
