import { Module } from '@nestjs/common';
import { IdentityModule } from '../identity';
import { ThirdAppController } from './third-app.controller';

@Module({ imports: [IdentityModule], controllers: [ThirdAppController] })
export class ThirdAppModule {}
