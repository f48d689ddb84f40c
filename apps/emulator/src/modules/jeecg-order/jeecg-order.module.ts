import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DictModule } from '../dict';
import {
  DemoProductEntity,
  JeecgOrderCustomerEntity,
  JeecgOrderLineEntity,
  JeecgOrderMainEntity,
  JeecgOrderPaymentEntity,
  JeecgOrderTicketEntity,
} from './entities/jeecg-order.entity';
import { JeecgOrderController } from './jeecg-order.controller';
import { JeecgOrderSeeder } from './jeecg-order.seed';
import { JeecgOrderService } from './jeecg-order.service';

@Module({
  imports: [
    TypeOrmModule.forFeature([
      JeecgOrderMainEntity,
      JeecgOrderCustomerEntity,
      JeecgOrderTicketEntity,
      DemoProductEntity,
      JeecgOrderLineEntity,
      JeecgOrderPaymentEntity,
    ]),
    DictModule,
  ],
  controllers: [JeecgOrderController],
  providers: [JeecgOrderService, JeecgOrderSeeder],
})
export class JeecgOrderModule {}
