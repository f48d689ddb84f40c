import { Module } from '@nestjs/common';
import { DepartModule } from '../depart/depart.module';
import { ThirdAppController } from './third-app.controller';

@Module({ imports: [DepartModule], controllers: [ThirdAppController] })
export class ThirdAppModule {}
