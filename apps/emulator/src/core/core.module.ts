import { type DynamicModule, Global, Module } from '@nestjs/common';
import { CLOCK, type Clock } from './clock/clock';
import { EMULATOR_CONFIG, type EmulatorConfig } from './config/emulator.config';

/** Configuration and clock, available to every module. */
@Global()
@Module({})
export class CoreModule {
  static forRoot(config: EmulatorConfig, clock: Clock): DynamicModule {
    return {
      module: CoreModule,
      providers: [
        { provide: EMULATOR_CONFIG, useValue: config },
        { provide: CLOCK, useValue: clock },
      ],
      exports: [EMULATOR_CONFIG, CLOCK],
    };
  }
}
