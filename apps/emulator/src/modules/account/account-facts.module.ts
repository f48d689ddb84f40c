import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccountFactsService } from './account-facts.service';
import { UserAccountEntity } from './entities/user-account.entity';

/** The per-user account row, shared by the account, auth and announcement modules without a module cycle. */
@Module({
  imports: [TypeOrmModule.forFeature([UserAccountEntity])],
  providers: [AccountFactsService],
  exports: [AccountFactsService],
})
export class AccountFactsModule {}
