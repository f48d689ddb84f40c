import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { GatewayRouteEntity } from './entities/gateway-route.entity';
import { GatewayRouteController } from './gateway-route.controller';
import { GatewayRouteService } from './gateway-route.service';

@Module({
  imports: [TypeOrmModule.forFeature([GatewayRouteEntity])],
  controllers: [GatewayRouteController],
  providers: [GatewayRouteService],
})
export class GatewayRouteModule {}
